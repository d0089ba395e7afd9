import type { CarStatus } from './types';

/**
 * What a site's sitemap lists (issue 14): the home page, the search routes the site uses, every
 * listed car, every location, content and catalogue page, all on the site's own host. Sold and
 * hidden cars are never in it. Pure, so the rules have table tests.
 */

export type SitemapCar = { slug: string; status: CarStatus; showOnDealerWebsite: boolean; updatedAt: Date };

export type SitemapInput = {
  /** https://host of the site. */
  origin: string;
  /** Search, location, content and catalogue paths, in any order, possibly repeated or with a query string. */
  paths: readonly string[];
  cars: readonly SitemapCar[];
};

export type SitemapEntry = { loc: string; lastmod?: string };

const isListed = (car: SitemapCar) => car.showOnDealerWebsite && car.status !== 'sold';

/** Site-relative paths only; a full URL or protocol-relative path would name another host. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function sitemapEntries({ origin, paths, cars }: SitemapInput): SitemapEntry[] {
  const seen = new Set<string>();
  const entries: SitemapEntry[] = [];
  const add = (path: string, lastmod?: string) => {
    const loc = `${origin}${path === '/' ? '/' : path}`;
    if (seen.has(loc)) return;
    seen.add(loc);
    entries.push(lastmod ? { loc, lastmod } : { loc });
  };
  add('/');
  for (const path of [...paths].filter(isOwnPath).sort()) add(path);
  for (const car of cars.filter(isListed)) add(`/cars/${encodeURIComponent(car.slug)}`, car.updatedAt.toISOString());
  return entries;
}
