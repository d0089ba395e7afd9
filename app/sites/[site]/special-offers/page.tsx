import type { Metadata } from 'next';
import { specialOffersForm } from '@/forms/definitions/special-offers';
import { formPageData } from '@/stock/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';

export const metadata: Metadata = { title: 'Special offers' };

export default async function SpecialOffersPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, specialOffersForm);
  return <FormPage heading="Special offers" intro="Ask us about this month's offers on new, demo and used vehicles, servicing and finance." data={data} />;
}
