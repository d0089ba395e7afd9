import { messagesFor } from '@/i18n/messages';
import { personalisedFinanceForm } from '@/forms/definitions/finance';
import { formPageData } from '@/page-data/form-page';
import { gatePage } from '@/accounts/gate';
import { metadataFor } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';

export const generateMetadata = metadataFor((site) => ({ path: '/personalised/finance', title: messagesFor(site.locale).formPages.personalisedFinance.heading }));

/** SPEC 2 /personalised/finance?car_id={id}; gated like finance (SPEC 6). */
export default async function PersonalisedFinancePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  const carId = typeof query.car_id === 'string' ? `?car_id=${encodeURIComponent(query.car_id)}` : '';
  await gatePage(site, 'car-finance', `/personalised/finance${carId}`);
  const data = await formPageData(site, query, personalisedFinanceForm);
  const page = messagesFor(site.locale).formPages.personalisedFinance;
  return <FormPage heading={page.heading} intro={page.intro} data={data} />;
}
