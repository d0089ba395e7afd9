import { sellMyCarForm } from '@/forms/definitions/trade-in';
import { formPageData } from '@/stock/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor({ path: '/sell-my-car', title: 'Sell my car' });

export default async function SellMyCarPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, sellMyCarForm);
  return <FormPage heading="Sell my car" intro="We buy quality vehicles outright. Tell us about yours for an offer." data={data} />;
}
