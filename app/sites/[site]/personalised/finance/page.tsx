import { personalisedFinanceForm } from '@/forms/definitions/finance';
import { formPageData } from '@/stock/form-page';
import { gatePage } from '@/accounts/gate';
import { spell } from '@/i18n/spell';
import { metadataFor } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';

export const generateMetadata = metadataFor((site) => ({ path: '/personalised/finance', title: spell('Personalised finance', site.locale) }));

/** SPEC 2 /personalised/finance?car_id={id}; gated like finance (SPEC 6). */
export default async function PersonalisedFinancePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  const carId = typeof query.car_id === 'string' ? `?car_id=${encodeURIComponent(query.car_id)}` : '';
  await gatePage(site, 'car-finance', `/personalised/finance${carId}`);
  const data = await formPageData(site, query, personalisedFinanceForm);
  return <FormPage heading={spell('Personalised finance', site.locale)} intro="Tell us how you would like to pay and we will prepare a quote for this vehicle." data={data} />;
}
