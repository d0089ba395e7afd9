import 'server-only';
import { siteTag, stockTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { electricStock, siteBrands, siteModels } from '../catalogue/service';
import { contentPaths } from '../content/pages';
import { getDb } from '../db';
import { sitemapCars } from '../db/queries/sitemap-cars';
import { newsIndexPath } from '../domain/content-paths';
import { listedStatuses, stockScope } from '../domain/inclusion';
import { defaultSearchPath } from '../domain/search/search-path';
import { sitemapEntries } from '../domain/sitemap';
import type { Site } from '../domain/types';
import { listingMakes } from '../search/service';
import type { NavItem } from '../domain/site-config';
import { sitemapXml } from '../seo/sitemap-xml';
import { siteOrigin } from '../domain/site-origin';

/** Search paths the site's menus link to, without their query strings. */
function navSearchPaths(items: readonly NavItem[]): string[] {
  return items.flatMap((item) => [
    ...(item.url?.startsWith('/search/') ? [item.url.split('?')[0] as string] : []),
    ...navSearchPaths(item.dropdownItems ?? []),
  ]);
}

async function sitemapPaths(site: Site): Promise<string[]> {
  const [makes, models, brands, electric] = await Promise.all([listingMakes(site), siteModels(site), siteBrands(site), electricStock(site)]);
  const { navigation } = site.config;
  const hasNews = site.config.content.pages.some((p) => p.kind === 'news');
  return [
    defaultSearchPath(site.config),
    ...navSearchPaths([...navigation.header, ...navigation.footer]),
    ...makes.flatMap((make) => [`/search/${make.slug}`, ...make.models.map((m) => `/search/${make.slug}/${m.slug}`)]),
    ...site.locations.map((l) => `/our-location/${l.slug}`),
    ...contentPaths(site),
    ...(hasNews ? [newsIndexPath(site.config.paths)] : []),
    ...(models.length > 0 ? ['/models'] : []),
    ...models.filter((m) => m.overrideUrl === null).map((m) => `/models/${m.slug}`),
    ...brands.map((b) => `/brands/${b.slug}`),
    ...(electric.count > 0 ? ['/electric-cars'] : []),
  ];
}

/** The site's sitemap.xml, kept in the data cache until its configuration or stock changes. */
export function siteSitemap(site: Site): Promise<string> {
  return tagged(['sitemap', String(site.id)], [siteTag(site.id), stockTag(site.id)], async () => {
    const [paths, cars] = await Promise.all([sitemapPaths(site), sitemapCars(await getDb(), stockScope(site, new Date()), listedStatuses(site))]);
    return sitemapXml(sitemapEntries({ origin: siteOrigin(site), paths, cars }));
  });
}
