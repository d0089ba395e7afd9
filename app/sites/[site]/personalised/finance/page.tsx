import { personalisedFinanceForm } from '@/forms/definitions/finance';
import { formPageData } from '@/stock/form-page';
import { spell } from '@/i18n/spell';
import { metadataFor } from '@/site/page-metadata';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';

export const generateMetadata = metadataFor((site) => ({ path: '/personalised/finance', title: spell('Personalised finance', site.locale) }));

/** SPEC 2 /personalised/finance?car_id={id}. */
export default async function PersonalisedFinancePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, personalisedFinanceForm);
  return <FormPage heading={spell('Personalised finance', site.locale)} intro="Tell us how you would like to pay and we will prepare a quote for this vehicle." data={data} />;
}
