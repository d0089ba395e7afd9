import { messagesFor } from '@/i18n/messages';
import { contactForm } from '@/forms/definitions/contact';
import { formPageData } from '@/page-data/form-page';
import { requireSite } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { LocationContact } from '@/ui/forms/LocationContact';
import type { FormPageProps } from '@/ui/forms/page-props';
import { metadataFor } from '@/site/page-metadata';

export const generateMetadata = metadataFor((site) => ({ path: '/contact', title: messagesFor(site.locale).formPages.contact.heading }));

export default async function ContactPage({ params, searchParams }: FormPageProps) {
  const site = await requireSite(params);
  const data = await formPageData(site, await searchParams, contactForm);
  return (
    <FormPage
      heading={messagesFor(site.locale).formPages.contact.heading}
      intro={messagesFor(site.locale).formPages.contact.intro}
      data={data}
      aside={<LocationContact locations={site.locations} texts={data.site.texts} />}
    />
  );
}
