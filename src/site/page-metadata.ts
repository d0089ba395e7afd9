import 'server-only';
import type { Metadata } from 'next';
import type { Site } from '../domain/types';
import { fill } from '../i18n/fill';
import { messagesFor, type Messages } from '../i18n/messages';
import { pageMetadata, type PageMeta, type SiteMeta } from '../seo/page-metadata';
import { siteFromSegment } from './request';
import { siteShareImage } from './share-image';

/** The site's defaults for head metadata: its SEO title and description, and its share card as the picture. */
export function siteMeta(site: Site): SiteMeta {
  return {
    name: site.name,
    title: site.config.seo.title ?? site.name,
    description: site.config.seo.description ?? fill(messagesFor(site.locale).head.siteDescription, { site: site.name }),
    shareImage: siteShareImage(site),
  };
}

export function metadataOf(site: Site, page: PageMeta): Metadata {
  return pageMetadata(siteMeta(site), page);
}

/** A page's description, or null where the site does not have the page (a feature it has switched off). */
type Described = PageMeta | ((site: Site) => PageMeta | null);

/**
 * A page's generateMetadata: its own path as canonical, its picture or the site's share card as
 * og:image; the not-found head where `page` says the site has no such page.
 */
export function metadataFor(page: Described) {
  return async ({ params }: { params: Promise<{ site: string }> }): Promise<Metadata> => {
    const site = await siteFromSegment((await params).site);
    if (!site) return notFoundMetadata(null);
    const described = typeof page === 'function' ? page(site) : page;
    return described ? metadataOf(site, described) : notFoundMetadata(site);
  };
}

/** An unknown host has no site and so no locale: this is the one head text not in a catalogue. */
const UNKNOWN_HOST: Metadata = { title: 'Page not found', robots: { index: false } };

/** The head of a page that does not exist: in the site's words, or plain English when the host is no site. */
export function notFoundMetadata(site: Site | null): Metadata {
  return site ? { title: messagesFor(site.locale).head.notFound, robots: { index: false } } : UNKNOWN_HOST;
}

type PrivateProps = { params: Promise<{ site: string }>; searchParams?: Promise<Record<string, string | string[] | undefined>> };

/**
 * generateMetadata of a private page (accounts, payments): its title from the site's catalogue, kept
 * out of search results; the not-found head where `exists` (the page's own check, given the route's
 * props) says the site or the request has no such page.
 */
export function privateMetadata<P extends PrivateProps>(title: (texts: Messages) => string, exists?: (site: Site, props: P) => boolean | Promise<boolean>) {
  return async (props: P): Promise<Metadata> => {
    const site = await siteFromSegment((await props.params).site);
    if (!site || (exists && !(await exists(site, props)))) return notFoundMetadata(site);
    return { title: title(messagesFor(site.locale)), robots: { index: false } };
  };
}
