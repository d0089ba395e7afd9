import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { gatePage } from '@/accounts/gate';
import { messagesFor } from '@/i18n/messages';
import type { Locale } from '@/domain/site-config';
import { financeForm, type FinanceVariant } from '@/forms/definitions/finance';
import { formPageData } from '@/page-data/form-page';
import type { Query } from '@/forms/prefill';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { financeExample } from '@/domain/finance-locale';
import { DisclaimerText } from '../ui/finance/DisclaimerText';
import { FormPage } from '../ui/forms/FormPage';
import type { FormPageProps } from '../ui/forms/page-props';

function headingOf(variant: FinanceVariant, locale: Locale): { heading: string; intro: string } {
  const pages = messagesFor(locale).formPages;
  return variant === 'enquiry' ? pages.financeEnquiry : pages.financePreApproval;
}

export async function financeMetadata({ params }: FormPageProps, variant: FinanceVariant, path: string): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  if (!site) return notFoundMetadata(site);
  return metadataOf(site, { path, title: headingOf(variant, site.locale).heading });
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
  const text = headingOf(variant, site.locale);
  const { rate } = site.config.finance;
  // The dealer's current rate, with the disclosure the locale's credit rules put beside any rate.
  const aside = rate ? (
    <section className="finance-current-rate" aria-labelledby="current-rate-title">
      <h2 id="current-rate-title">{messagesFor(site.locale).finance.currentRate}</h2>
      <DisclaimerText estimate={null} locale={site.locale} example={financeExample(site.locale, rate)} />
    </section>
  ) : undefined;
  return <FormPage heading={text.heading} intro={text.intro} data={data} aside={aside} />;
}
