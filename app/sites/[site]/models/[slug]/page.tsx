import { fill } from '@/i18n/fill';
import type { Metadata } from 'next';
import { cache } from 'react';
import { modelPage } from '@/catalogue/service';
import { messagesFor } from '@/i18n/messages';
import { vehicleNoun } from '@/domain/locale';
import type { Site } from '@/domain/types';
import { notFoundPage } from '@/page-bodies/not-found-page';
import { metadataOf, notFoundMetadata } from '@/site/page-metadata';
import { requireSite, siteFromSegment } from '@/site/request';
import { StockGrid } from '@/ui/catalogue/StockGrid';

// Stored like the home page; its reads carry the site and stock tags.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ site: string; slug: string }> };

const load = cache((site: Site, slug: string) => modelPage(site, slug));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site: segment, slug } = await params;
  const site = await siteFromSegment(segment);
  const page = site ? await load(site, slug) : null;
  if (!site || !page) return notFoundMetadata(site);
  const { model } = page;
  return metadataOf(site, {
    path: `/models/${model.slug}`,
    title: `${model.make.name} ${model.name}`,
    description: model.shortDescription ?? fill(messagesFor(site.locale).head.modelDescription, { make: model.make.name, model: model.name, site: site.name }),
    image: model.imageUrl ? { url: model.imageUrl, alt: `${model.make.name} ${model.name}` } : null,
  });
}

/** SPEC 2 /models/{slug}: a model with its picture, description, status label and the site's stock of it. */
export default async function ModelPage({ params }: Props) {
  const site = await requireSite(params);
  const page = await load(site, (await params).slug);
  if (!page) return notFoundPage(site);
  const { model, stock, count, searchPath } = page;
  const label = model.status ? messagesFor(site.locale).megaMenu.modelStatus[model.status] : null;
  const name = `${model.make.name} ${model.name}`;
  const texts = messagesFor(site.locale).catalogue;
  const named = `${name} ${vehicleNoun(site.config.stockKind, count)}`;
  return (
    <div className="container catalogue-page">
      <div className="model-hero">
        {model.imageUrl ? <img src={model.imageUrl} alt={name} width={640} height={360} /> : null}
        <div>
          {label ? <span className={`model-status model-status-${model.status}`}>{label}</span> : null}
          <h1>{name}</h1>
          {model.shortDescription ? <p className="content-lead">{model.shortDescription}</p> : null}
          <p>
            <a className="button" href={`/brands/${model.make.slug}`}>
              {fill(texts.more, { make: model.make.name })}
            </a>
          </p>
        </div>
      </div>
      <section aria-labelledby="model-stock">
        <h2 id="model-stock">
          {fill(texts.inStock, { count, name: named })}
        </h2>
        <StockGrid cars={stock} site={site} now={new Date()} empty={fill(texts.noModelStock, { name })} />
        {count > stock.length ? (
          <p className="catalogue-more">
            <a className="button" href={searchPath}>
              {fill(texts.viewAll, { count, name: named })}
            </a>
          </p>
        ) : null}
      </section>
    </div>
  );
}
