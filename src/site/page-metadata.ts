import 'server-only';
import type { Metadata } from 'next';
import type { Site } from '../domain/types';
import { pageMetadata, type PageMeta, type SiteMeta } from '../seo/page-metadata';
import { siteFromSegment } from './request';

/** The site's defaults for head metadata: its SEO title and description, and its logo as the picture. */
export function siteMeta(site: Site): SiteMeta {
  return {
    name: site.name,
    title: site.config.seo.title ?? site.name,
    description: site.config.seo.description ?? `${site.name}: new, demo and used stock, finance and service.`,
    logoUrl: `/media/logos/${site.slug}.svg`,
  };
}

export function metadataOf(site: Site, page: PageMeta): Metadata {
  return pageMetadata(siteMeta(site), page);
}

type Described = PageMeta | ((site: Site) => PageMeta);

/** A page's generateMetadata: its own path as canonical, its picture or the site logo as og:image. */
export function metadataFor(page: Described) {
  return async ({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> => {
    const site = await siteFromSegment((await params).site);
    if (!site) return { title: 'Page not found', robots: { index: false } };
    return metadataOf(site, typeof page === 'function' ? page(site) : page);
  };
}
