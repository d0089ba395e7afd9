import 'server-only';
import type { Metadata } from 'next';
import { contentPage, newsArticles, singlePage, type RenderedPage } from '../content/pages';
import { newsIndexPath } from '../domain/content-paths';
import type { Site } from '../domain/types';
import { messagesFor } from '../i18n/messages';
import { metadataOf, notFoundMetadata } from '../site/page-metadata';
import { notFoundPage } from './not-found-page';
import { requireSite, siteFromSegment } from '../site/request';
import { ContentArticle, NewsList } from '../ui/content/ContentArticle';

/** Shared page and metadata of the content routes (/pages/{x}, /{x}, /news, /blog, /privacy-policy). */

export type Lookup = { kind: 'page' | 'news'; slug: string } | { kind: 'privacy-policy' } | { kind: 'news-index'; base: '/news' | '/blog' };

async function find(site: Site, lookup: Lookup): Promise<RenderedPage | RenderedPage[] | null> {
  switch (lookup.kind) {
    case 'privacy-policy':
      return singlePage(site, 'privacy-policy');
    case 'news-index':
      // /news and /blog are the same index; a site answers at one of them only.
      return newsIndexPath(site.config.paths) === lookup.base ? newsArticles(site) : null;
    case 'news':
    case 'page':
      return contentPage(site, lookup.kind, lookup.slug);
  }
}

export async function renderContent(params: Promise<{ site: string }>, lookup: Lookup) {
  const site = await requireSite(params);
  const found = await find(site, lookup);
  if (!found) return notFoundPage(site);
  if (Array.isArray(found)) return <NewsList title={messagesFor(site.locale).catalogue.latestNews} articles={found} locale={site.locale} />;
  // A news article is published under the site's news path only.
  if (lookup.kind === 'news' && !found.path.startsWith(`${newsIndexPath(site.config.paths)}/`)) return notFoundPage(site);
  return <ContentArticle page={found} locale={site.locale} />;
}

export async function contentMetadata(params: Promise<{ site: string }>, lookup: Lookup): Promise<Metadata> {
  const site = await siteFromSegment((await params).site);
  const found = site ? await find(site, lookup) : null;
  if (!site || !found) return notFoundMetadata(site);
  if (Array.isArray(found)) return metadataOf(site, { path: newsIndexPath(site.config.paths), title: messagesFor(site.locale).catalogue.latestNews });
  return metadataOf(site, {
    path: found.path,
    title: found.title,
    description: found.description || undefined,
    image: found.heroImageUrl ? { url: found.heroImageUrl, alt: found.title } : null,
  });
}
