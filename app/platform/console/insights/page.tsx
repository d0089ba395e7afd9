import type { Metadata } from 'next';
import { loadInsights } from '@/console/insights/service';
import { consolePage } from '@/console/respond';
import { requireStaff } from '@/console/session';
import { parseScope, scopeQuery } from '@/domain/insights/scope';
import { InsightsBody } from '@/ui/console/insights/InsightsBody';
import '@/ui/console/insights/insights.css';

export const metadata: Metadata = { title: 'Insights' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /console/insights (issue 31, docs/insights.md): one site or all the actor's sites, over a range. */
export default async function InsightsPage({ searchParams }: Props) {
  const actor = await requireStaff();
  const params = await searchParams;
  const scope = parseScope(one(params.site));
  const view = await consolePage(() => loadInsights(actor, scope, { from: one(params.from), to: one(params.to) }));
  return (
    <InsightsBody
      sites={view.sites}
      scope={view.scope}
      scopeName={view.scopeName}
      report={view.report}
      today={view.today}
      csvHref={`/console/insights/csv?${scopeQuery(view.scope, view.report.range)}`}
    />
  );
}
