import { fill } from '@/i18n/fill';
import { messagesFor } from '@/i18n/messages';
import type { Metadata } from 'next';
import { cache } from 'react';
import { brandPage } from '@/catalogue/service';
import { slugify } from '@/domain/slug';
import type { Site } from '@/domain/types';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { ModelGrid } from '@/ui/catalogue/ModelTile';

// Stored like the home page; its reads carry the site and stock tags.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; slug: string }> };

const load = cache((site: Site, slug: string) => brandPage(site, slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, slug } = await params;
  const site = await siteFromSegment(segment);
  const page = site ? await load(site, slug) : null;
  if (!site || !page) return notFoundMetadata(site);
  const { manufacturer } = page;
  return metadataOf(site, {
    path: `/brands/${manufacturer.slug}`,
    title: manufacturer.name,
    description: fill(messagesFor(site.locale).head.brandDescription, { make: manufacturer.name, site: site.name }),
    image: { url: manufacturer.logoUrl ?? `/media/logos/${manufacturer.slug}.svg`, alt: manufacturer.name },
  });
}

/** SPEC 2 /brands/{slug}: one make, its models and a way into the site's stock of it. */
export default async function BrandPage({ params }: Props) {
  const site = await requireSite(params);
  const page = await load(site, (await params).slug);
  if (!page) return notFoundPage(site);
  const { manufacturer, models, count, franchise } = page;
  const texts = messagesFor(site.locale).catalogue;
  const make = manufacturer.name;
  return (
    <div className="container catalogue-page">
      <div className="brand-head">
        <img src={manufacturer.logoUrl ?? `/media/logos/${manufacturer.slug}.svg`} alt="" width={96} height={96} />
        <div>
          <h1>{manufacturer.name}</h1>
          <p>
            {count > 0 ? (
              <a className="button" href={`/search/${slugify(manufacturer.name)}`}>
                {fill(texts.viewInStock, { count, make })}
              </a>
            ) : (
              fill(texts.noneInStock, { make })
            )}{' '}
            {franchise ? (
              <a className="button button-ghost" href={`/dealerships/${manufacturer.slug}?filter=brand`}>
                {fill(texts.dealerships, { make })}
              </a>
            ) : null}
          </p>
        </div>
      </div>
      {models.length > 0 ? (
        <section aria-labelledby="brand-models">
          <h2 id="brand-models">{fill(texts.models, { make })}</h2>
          <ModelGrid models={models} locale={site.locale} />
        </section>
      ) : null}
    </div>
  );
}
