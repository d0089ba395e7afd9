import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import type { Metadata } from 'next';
import { contactForm } from '@/forms/definitions/contact';
import { formPageData } from '@/page-data/form-page';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { LocationContact } from '@/ui/forms/LocationContact';
import type { Query } from '@/forms/prefill';

type Props = { params: Promise<{ site: string; location: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, location: slug } = await params;
  const site = await siteFromSegment(segment);
  const location = site?.locations.find((l) => l.slug === slug);
  if (!site || !location) return notFoundMetadata(site);
  return metadataOf(site, {
    path: `/contact-us/${location.slug}`,
    title: fill(messagesFor(site.locale).formPages.contactLocation.heading, { name: location.name }),
    image: location.imageUrl ? { url: location.imageUrl, alt: location.name } : null,
  });
}

/** SPEC 2 /contact-us/{location-slug}: the contact form sent to one location. */
export default async function LocationContactPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { location: slug } = await params;
  const location = site.locations.find((l) => l.slug === slug);
  if (!location) return notFoundPage(site);
  const data = await formPageData(site, await searchParams, (context) => contactForm({ ...context, rules: { ...context.rules, showLocationSelect: false } }), {
    location_id: location.id,
  });
  return (
    <FormPage
      heading={fill(messagesFor(site.locale).formPages.contactLocation.heading, { name: location.name })}
      intro={messagesFor(site.locale).formPages.contactLocation.intro}
      data={data}
      aside={<LocationContact locations={[location]} texts={data.site.texts} />}
    />
  );
}
