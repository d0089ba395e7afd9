import { contactForm } from '@/forms/definitions/contact';
import { formPageData } from '@/stock/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { LocationContact } from '@/ui/forms/LocationContact';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor({ path: '/contact', title: 'Contact us' });

export default async function ContactPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, contactForm);
  return (
    <FormPage
      heading="Contact us"
      intro="Questions about a vehicle, finance or a service? Send us a message and we will get back to you."
      data={data}
      aside={<LocationContact locations={site.locations} texts={data.site.texts} />}
    />
  );
}
