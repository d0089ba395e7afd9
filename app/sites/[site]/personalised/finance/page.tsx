import type { Metadata } from 'next';
import { personalisedFinanceForm } from '@/forms/definitions/finance';
import { formPageData } from '@/stock/form-page';
import { spell } from '@/domain/locale';
import { gatePage } from '@/accounts/gate';
import { requireSite, siteFromSegment } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';

export async function generateMetadata({ params }: FormPageProps): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  return { title: spell('Personalised finance', site?.locale ?? 'en-AU') };
}

/** SPEC 2 /personalised/finance?car_id={id}; gated like finance (SPEC 6). */
export default async function PersonalisedFinancePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const query = await searchParams;
  const carId = typeof query.car_id === 'string' ? `?car_id=${encodeURIComponent(query.car_id)}` : '';
  await gatePage(site, 'car-finance', `/personalised/finance${carId}`);
  const data = await formPageData(site, query, personalisedFinanceForm);
  return <FormPage heading={spell('Personalised finance', site.locale)} intro="Tell us how you would like to pay and we will prepare a quote for this vehicle." data={data} />;
}
