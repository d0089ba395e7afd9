import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import type { Metadata } from 'next';
import { cache } from 'react';
import { dealershipsPage } from '@/catalogue/service';
import type { Site } from '@/domain/types';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { LocationCard } from '@/ui/locations/LocationCard';

// Stored like the home page; filter=brand is the only filter there is, so the page ignores its query.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; make: string }> };

const load = cache((site: Site, make: string) => dealershipsPage(site, make));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, make } = await params;
  const site = await siteFromSegment(segment);
  const page = site ? await load(site, make) : null;
  if (!site || !page) return notFoundMetadata(site);
  return metadataOf(site, {
    path: `/dealerships/${page.manufacturer.slug}`,
    title: fill(messagesFor(site.locale).catalogue.dealerships, { make: page.manufacturer.name }),
    description: fill(messagesFor(site.locale).head.dealershipsDescription, { site: site.name, make: page.manufacturer.name }),
  });
}

/** SPEC 2 /dealerships/{make}?filter=brand: the site's locations for one make. */
export default async function DealershipsPage({ params }: Props) {
  const site = await requireSite(params);
  const page = await load(site, (await params).make);
  if (!page) return notFoundPage(site);
  const now = new Date();
  return (
    <div className="container catalogue-page">
      <h1>{fill(messagesFor(site.locale).catalogue.dealerships, { make: page.manufacturer.name })}</h1>
      <div className="location-grid">
        {page.locations.map((l) => (
          <LocationCard key={l.id} location={l} site={site} now={now} />
        ))}
      </div>
    </div>
  );
}
