import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contactForm } from '@/forms/definitions/contact';
import { formPageData } from '@/stock/form-page';
import { requireSite, siteFromSegment } from '@/site/request';
import { FormPage } from '@/ui/forms/FormPage';
import { LocationContact } from '@/ui/forms/LocationContact';
import type { Query } from '@/forms/prefill';

type Props = { params: Promise<{ site: string; location: string }>; searchParams: Promise<Query> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, location: slug } = await params;
  const location = (await siteFromSegment(segment))?.locations.find((l) => l.slug === slug);
  return { title: location ? `Contact ${location.name}` : 'Contact us' };
}

/** SPEC 2 /contact-us/{location-slug}: the contact form sent to one location. */
export default async function LocationContactPage({ params, searchParams }: Props) {
  const site = await requireSite(params);
  const { location: slug } = await params;
  const location = site.locations.find((l) => l.slug === slug);
  if (!location) notFound();
  const data = await formPageData(site, await searchParams, (context) => contactForm({ ...context, rules: { ...context.rules, showLocationSelect: false } }), {
    location_id: location.id,
  });
  return (
    <FormPage heading={`Contact ${location.name}`} intro="Send this location a message and the team there will get back to you." data={data} aside={<LocationContact locations={[location]} />} />
  );
}
