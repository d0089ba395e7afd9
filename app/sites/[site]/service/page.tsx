import type { Metadata } from 'next';
import { serviceForm } from '@/forms/definitions/service';
import { formPageData } from '@/forms/page-data';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { LocationContact } from '@/ui/forms/LocationContact';
import type { FormPageProps } from '@/ui/forms/page-props';

export const metadata: Metadata = { title: 'Book a service' };

export default async function ServicePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, serviceForm);
  const workshops = site.locations.filter((location) => location.type === 'service');
  return (
    <FormPage
      heading="Book a service"
      intro="Choose a time that suits you; our service team will confirm the booking."
      data={data}
      aside={<LocationContact locations={workshops.length > 0 ? workshops : site.locations.slice(0, 1)} />}
    />
  );
}
