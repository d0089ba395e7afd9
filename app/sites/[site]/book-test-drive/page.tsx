import { messagesFor } from '@/i18n/messages';
import { testDriveForm } from '@/forms/definitions/test-drive';
import { bookingPlacesOf } from '@/forms/page-data';
import { formPageData } from '@/page-data/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/book-test-drive', title: messagesFor(site.locale).formPages.testDrive.heading }));

export default async function TestDrivePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const showrooms = bookingPlacesOf(site, 'test-drive');
  // A single showroom needs no choice; its id still travels with the booking.
  const only = showrooms.length === 1 ? showrooms[0] : undefined;
  const data = await formPageData(site, await searchParams, testDriveForm, only ? { location_id: only.id } : {});
  const page = messagesFor(site.locale).formPages.testDrive;
  return <FormPage heading={page.heading} intro={page.intro} data={data} />;
}
