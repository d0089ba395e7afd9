import { testDriveForm } from '@/forms/definitions/test-drive';
import { formPageData } from '@/stock/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor({ path: '/book-test-drive', title: 'Book a test drive' });

export default async function TestDrivePage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, testDriveForm);
  return <FormPage heading="Book a test drive" intro="Tell us when suits you and we will have the vehicle ready." data={data} />;
}
