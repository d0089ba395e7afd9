import { create } from 'xmlbuilder2';
import type { SitemapEntry } from '../domain/sitemap';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The sitemaps.org 0.9 document of the entries, built by xmlbuilder2 so every URL is escaped. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const root = create({ version: '1.0', encoding: 'UTF-8' }).ele(SITEMAP_NS, 'urlset');
  for (const entry of entries) {
    const url = root.ele('url');
    url.ele('loc').txt(entry.loc);
    if (entry.lastmod) url.ele('lastmod').txt(entry.lastmod);
  }
  return root.end({ prettyPrint: true });
}

/** robots.txt of a site: everything may be crawled but the APIs, and the sitemap is on the site's own host. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /mock/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
