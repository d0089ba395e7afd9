import { careersForm } from '@/forms/definitions/careers';
import { formPageData } from '@/stock/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor({ path: '/careers', title: 'Careers' });

export default async function CareersPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, careersForm);
  return <FormPage heading="Careers" intro={`Join the team at ${site.name}. Send us your details and resume.`} data={data} />;
}
