import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { gatePage } from '@/accounts/gate';
import { spell } from '@/i18n/spell';
import { financeForm, type FinanceVariant } from '@/forms/definitions/finance';
import { formPageData } from '@/stock/form-page';
import type { Query } from '@/forms/prefill';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { FormPage } from '../ui/forms/FormPage';
import type { FormPageProps } from '../ui/forms/page-props';

const HEADINGS: Record<FinanceVariant, { heading: string; intro: string }> = {
  enquiry: { heading: 'Finance enquiry', intro: 'Tell us what you are looking for and a finance specialist will find a loan to suit.' },
  'pre-approval': { heading: 'Finance pre-approval', intro: 'Get pre-approved before you choose your vehicle, so you can buy with confidence.' },
};

export async function financeMetadata({ params }: FormPageProps, variant: FinanceVariant, path: string): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  if (!site) return notFoundMetadata(site);
  return metadataOf(site, { path, title: spell(HEADINGS[variant].heading, site.locale) });
}

function queryString(query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) for (const item of [value ?? []].flat()) search.append(key, item);
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Every SPEC 2 finance path renders the multi-step finance form; sites configured so send
 * /finance-pre-approval to /finance with its query. Sites with vehicle-identification finance gate
 * them (SPEC 6): a signed-out visitor signs in first and comes back to the same path and query.
 */
export async function renderFinance({ params, searchParams }: FormPageProps, variant: FinanceVariant, path: string) {
  const site = await requireSite(params);
  const query = await searchParams;
  if (variant === 'pre-approval' && site.config.finance.preApprovalRedirectsToFinance) redirect(`/finance${queryString(query)}`);
  await gatePage(site, 'finance', `${path}${queryString(query)}`);
  const data = await formPageData(site, query, (context) => financeForm(context, variant));
  const text = HEADINGS[variant];
  return <FormPage heading={spell(text.heading, site.locale)} intro={spell(text.intro, site.locale)} data={data} />;
}
