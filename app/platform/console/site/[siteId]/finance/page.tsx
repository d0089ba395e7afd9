import type { Metadata } from 'next';
import { saveFinanceAction } from '@/console/site/actions';
import { editorPage, financeDealerships } from '@/console/site/editor-pages';
import { financeLocaleRules } from '@/domain/finance-locale';
import { siteConfigSchema } from '@/domain/site-config';
import { FinanceForm } from '@/ui/console/site/FinanceForm';

export const metadata: Metadata = { title: 'Finance' };

export default async function FinancePage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const [editor, dealerships] = await Promise.all([editorPage(siteId), financeDealerships(siteId)]);
  const { providers, finance } = siteConfigSchema.parse(editor.draft.website.config);
  const { rates, example } = financeLocaleRules(editor.draft.website.locale);
  return (
    <section aria-labelledby="finance-heading">
      <h2 id="finance-heading">Finance</h2>
      {editor.canWrite ? (
        <FinanceForm
          action={saveFinanceAction.bind(null, editor.site.id, editor.draft.website.locale)}
          settings={{ provider: providers.finance, excludedMakes: finance.excludedMakes, excludedDealershipIds: finance.excludedDealershipIds, luxuryQuickPicks: finance.luxuryQuickPicks, preApprovalRedirectsToFinance: finance.preApprovalRedirectsToFinance, rate: finance.rate }}
          dealerships={dealerships}
          rates={rates}
          standard={example}
        />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
