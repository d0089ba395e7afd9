import 'server-only';
import { siteTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { contentPagePath } from '../domain/content-paths';
import type { Site } from '../domain/types';
import type { ContentPage } from '../domain/site-config';
import { markdownToSafeHtml } from './markdown';

/** A content page as pages show it: its published path and its body as safe HTML. */
export type RenderedPage = Omit<ContentPage, 'body'> & { path: string; html: string };

function render(site: Site, page: ContentPage): RenderedPage {
  const { body, ...rest } = page;
  return { ...rest, path: contentPagePath(page, site.config.paths), html: markdownToSafeHtml(body) };
}

/**
 * One of the site's content pages, rendered. Content is site data, so the read is tagged with the
 * site and a stored page showing it expires with the site's configuration.
 */
export async function contentPage(site: Site, kind: ContentPage['kind'], slug: string): Promise<RenderedPage | null> {
  // Known slugs only reach the data cache, so junk URLs cannot fill it.
  if (!site.config.content.pages.some((p) => p.kind === kind && p.slug === slug)) return null;
  return tagged(['content-page', String(site.id), kind, slug], [siteTag(site.id)], async () => {
    const page = site.config.content.pages.find((p) => p.kind === kind && p.slug === slug);
    return page ? render(site, page) : null;
  });
}

/** The page of a kind that has one per site (the privacy policy, the special-offers text). */
export function singlePage(site: Site, kind: 'privacy-policy' | 'special-offers'): Promise<RenderedPage | null> {
  return tagged(['content-page', String(site.id), kind], [siteTag(site.id)], async () => {
    const page = site.config.content.pages.find((p) => p.kind === kind);
    return page ? render(site, page) : null;
  });
}

/** The site's news, newest first. */
export function newsArticles(site: Site): Promise<RenderedPage[]> {
  return tagged(['news', String(site.id)], [siteTag(site.id)], async () =>
    site.config.content.pages
      .filter((p) => p.kind === 'news')
      .sort((a, b) => (b.publishedAt ?? '').localeCompare(a.publishedAt ?? ''))
      .map((p) => render(site, p)),
  );
}

/** Every published content path of the site, for its sitemap. */
export function contentPaths(site: Site): string[] {
  return site.config.content.pages.map((p) => contentPagePath(p, site.config.paths));
}
