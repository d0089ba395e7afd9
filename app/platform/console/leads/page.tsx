import type { Metadata } from 'next';
import { inboxOf } from '@/console/leads/page-data';
import { consolePage } from '@/console/respond';
import { requireStaff } from '@/console/session';
import { dealershipsAllowing } from '@/domain/console/access';
import { leadFilterParams, parseLeadFilters } from '@/domain/console/lead-filters';
import { LeadFilters } from '@/ui/console/leads/LeadFilters';
import { LeadTable } from '@/ui/console/leads/LeadTable';
import '@/ui/styles/console-leads.css';

export const metadata: Metadata = { title: 'Leads' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The leads inbox: the actor's leads newest first, filtered by the URL, a page at a time. */
export default async function LeadsInbox({ searchParams }: Props) {
  const actor = await requireStaff();
  const filters = parseLeadFilters(await searchParams);
  const { page, choices } = await consolePage(() => inboxOf(actor, filters));
  const query = leadFilterParams(filters);
  const canExport = dealershipsAllowing(actor, 'leads.export').length > 0;
  const canSet = dealershipsAllowing(actor, 'leads.settings').length > 0;
  const next = page.nextCursor ? new URLSearchParams([...query, ['after', page.nextCursor]]) : null;
  return (
    <main className="console-main">
      <div className="leads-toolbar">
        <h1>Leads</h1>
        <div className="leads-filter-actions">
          <a href="/console/leads/new" className="console-button">
            Add a lead
          </a>
          {canExport ? (
            <a href={`/console/leads/export${query.size > 0 ? `?${query}` : ''}`} className="console-button console-button-quiet" download>
              Export CSV
            </a>
          ) : null}
          {canSet ? (
            <a href="/console/leads/settings" className="console-button console-button-quiet">
              Lead settings
            </a>
          ) : null}
        </div>
      </div>
      <LeadFilters
        filters={filters}
        choices={{ sites: choices.sites, staff: choices.staff, kinds: choices.kinds, statuses: choices.statuses }}
      />
      <LeadTable leads={page.leads} />
      <nav className="leads-pages" aria-label="Pages">
        {filters.after ? <a href={`/console/leads${query.size > 0 ? `?${query}` : ''}`}>Newest leads</a> : null}
        {next ? <a href={`/console/leads?${next}`}>Older leads</a> : null}
      </nav>
    </main>
  );
}
