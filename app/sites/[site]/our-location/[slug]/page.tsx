import type { Metadata } from 'next';
import { locationMapView } from '@/domain/location-map';
import { serializeJsonLd } from '@/seo/car-json-ld';
import { locationJsonLd } from '@/seo/location-json-ld';
import { siteLocation } from '@/site/location-page';
import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { siteOrigin } from '@/domain/site-origin';
import { LocationPanel } from '@/ui/locations/LocationPanel';

// Stored like the home page; "Today" and the upcoming holidays turn over within REVALIDATE_SECONDS.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, slug } = await params;
  const site = await siteFromSegment(segment);
  const location = site ? await siteLocation(site, slug) : null;
  if (!site || !location) return notFoundMetadata(site);
  const { street, city, state } = location.address;
  return metadataOf(site, {
    path: `/our-location/${location.slug}`,
    title: location.name,
    description: fill(messagesFor(site.locale).head.locationDescription, { name: location.name, street, city, state }),
    image: location.imageUrl ? { url: location.imageUrl, alt: location.name } : null,
  });
}

/** SPEC 2 /our-location/{slug}: the large location panel with its map and AutoDealer data. */
export default async function LocationPage({ params }: Props) {
  const site = await requireSite(params);
  const location = await siteLocation(site, (await params).slug);
  if (!location) return notFoundPage(site);
  const ratingShown = site.config.features.reviews && location.averageRating !== null && location.averageRating > site.config.ratingMinimum;
  const jsonLd = locationJsonLd({ location, origin: siteOrigin(site), locale: site.locale, ratingShown });
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }} />
      <LocationPanel location={location} site={site} now={new Date()} map={locationMapView(site.config.locationMaps[location.slug], location.id)} />
    </>
  );
}
