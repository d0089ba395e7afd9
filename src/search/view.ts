import 'server-only';
import { cache } from 'react';
import { defaultSearchPath } from '../domain/search/search-path';
import type { Site } from '../domain/types';
import { spell } from '../i18n/spell';
import { searchSeo, vehicleNounFor, type SearchSeo } from '../domain/search/seo';
import { listingMakes, listingSearch, searchSite, siteMakes } from './service';
import { canonicalSearchUrl, fromSearchUrl, toSearchUrl, type SearchUrlContext } from '../domain/search/url';
import type { SearchView } from '../domain/search/search-view';


/**
 * Everything one search page shows, computed once per request for the page and its metadata:
 * the URL parsed into a search state, the search run in the site's stock, and the canonical URL.
 * Null when the path names no search (an unknown make or model, a path deeper than make/model).
 */
export const searchView = cache(async (site: Site, pathname: string, queryString: string): Promise<SearchView | null> => {
  // A URL without a query string is a listing served as a stored page (src/domain/host/rewrite.ts). Its reads
  // go through the data cache, so the stored page, a not-found one too, expires with the site's stock.
  const listing = queryString === '';
  const places = site.locations.map(({ name, slug, address }) => ({ name, slug, city: address.city }));
  let knownMakes = await (listing ? listingMakes : siteMakes)(site);
  let parsed = fromSearchUrl(pathname, queryString, knownMakes, undefined, places);
  if (parsed.kind !== 'search') {
    knownMakes = await siteMakes(site, { fresh: true });
    parsed = fromSearchUrl(pathname, queryString, knownMakes, undefined, places);
  }
  if (parsed.kind !== 'search') return null;
  const ctx: SearchUrlContext = { defaultSearchPath: defaultSearchPath(site.config), knownMakes, knownLocations: places, stockKind: site.config.stockKind };
  const result = await (listing ? listingSearch : searchSite)(site, parsed.query);
  return {
    site,
    result,
    query: parsed.query,
    path: parsed.path,
    ctx,
    seo: inLocaleWords(searchSeo(parsed.query, ctx, site.name, vehicleNounFor(site.config.stockKind)), site),
    canonicalUrl: canonicalSearchUrl(parsed.query, ctx),
    requestedUrl: toSearchUrl(parsed.query, parsed.path.basePath, parsed.path.preset),
    knownMakes,
  };
});

/** The title and description in the site's words: 'Pre-owned cars' and 'pickups' on a US site. */
function inLocaleWords(seo: SearchSeo, site: Site): SearchSeo {
  return { ...seo, title: spell(seo.title, site.locale), description: spell(seo.description, site.locale) };
}

/** Next's searchParams record as a query string, keeping repeated keys. */
export function queryStringOf(searchParams: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params.toString();
}
