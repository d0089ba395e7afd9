import { messagesFor } from '@/i18n/messages';
import { serviceForm } from '@/forms/definitions/service';
import { workshopsOf } from '@/forms/page-data';
import { formPageData } from '@/page-data/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { LocationContact } from '@/ui/forms/LocationContact';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/service', title: messagesFor(site.locale).formPages.service.heading }));

export default async function ServicePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const workshops = workshopsOf(site);
  // A single workshop needs no choice; its id still travels with the booking.
  const only = workshops.length === 1 ? workshops[0] : undefined;
  const data = await formPageData(site, await searchParams, serviceForm, only ? { location_id: only.id } : {});
  const shown = site.locations.filter((location) => workshops.some((w) => w.id === location.id));
  return (
    <FormPage
      heading={messagesFor(site.locale).formPages.service.heading}
      intro={messagesFor(site.locale).formPages.service.intro}
      data={data}
      aside={<LocationContact locations={shown} texts={data.site.texts} />}
    />
  );
}
