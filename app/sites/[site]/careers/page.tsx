import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import { careersForm } from '@/forms/definitions/careers';
import { formPageData } from '@/page-data/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/careers', title: messagesFor(site.locale).formPages.careers.heading }));

export default async function CareersPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, careersForm);
  const page = messagesFor(site.locale).formPages.careers;
  return <FormPage heading={page.heading} intro={fill(page.intro, { site: site.name })} data={data} />;
}
