import 'server-only';
import { siteTag, stockTag } from '../cache/tags';
import { MemoryTaggedCache } from '../cache/memory-tagged';
import { hearExpiriesFromOtherProcesses } from '../cache/memory-tags-everywhere';
import { tagged } from '../cache/tagged';
import { env } from '../env';
import { getDb } from '../db';
import { availableOnly, listedStatuses, stockScope } from '../domain/inclusion';
import type { CarSummary, Site } from '../domain/types';
import { SIMILAR_COUNT, similarTo, type SimilarCar } from '../domain/similar';
import { makesAndModelsOf } from '../db/queries/search';
import { slugify } from '../domain/slug';
import { TtlCache } from '../lib/ttl-cache';
import type { SearchEngine } from './engine';
import type { KnownMake } from '../domain/search/paths';
import { postgresSearchEngine } from './postgres-engine';
import type { CarTypeCounts, SearchQuery, SearchResult } from '../domain/search/search-query';

async function engine(): Promise<SearchEngine> {
  return postgresSearchEngine(await getDb());
}

/**
 * How long a search result is kept at most: a change expires it at once in this process and, through
 * Redis, in every other (src/cache/memory-tags-everywhere.ts).
 */
const SEARCH_RESULT_TTL_MS = 15_000;
let resultCache: MemoryTaggedCache<SearchResult> | undefined;

/**
 * Search within one site's stock: the site's inclusion rules are always applied first. Not kept
 * in the data cache: shoppers choose the query, so the keys would be unbounded, and that cache
 * stores every entry on disk (listingSearch keeps the few a site's plain URLs name). Kept instead in
 * memory, at most SEARCH_RESULT_CACHE_MAX results (SPEC 9), the least recently used going first.
 */
export async function searchSite(site: Site, query: SearchQuery): Promise<SearchResult> {
  await hearExpiriesFromOtherProcesses();
  resultCache ??= new MemoryTaggedCache({ max: env().SEARCH_RESULT_CACHE_MAX, ttlMs: SEARCH_RESULT_TTL_MS });
  return resultCache.get(`${site.id}:${JSON.stringify(query)}`, [siteTag(site.id), stockTag(site.id)], async () =>
    (await engine()).search(stockScope(site, new Date()), listedStatuses(site), query),
  );
}

/**
 * The search a URL without a query string names (/search/toyota/corolla). A site has few of them,
 * and the pages showing them are stored, so the answer is kept in the data cache and expired with
 * the site's stock, which also expires the stored pages rendered from it.
 */
export function listingSearch(site: Site, query: SearchQuery): Promise<SearchResult> {
  return tagged(['search', String(site.id), JSON.stringify(query)], [siteTag(site.id), stockTag(site.id)], () => searchSite(site, query));
}

/** The site's available cars most like this one, for the car page. */
export async function similarSiteCars(site: Site, car: SimilarCar, now = new Date()): Promise<CarSummary[]> {
  return (await engine()).similar(stockScope(site, now), listedStatuses(site), similarTo(car), SIMILAR_COUNT);
}

/** The stock dropdown's counts per car type, sold cars not counted: one cached entry per site, expired with its stock. */
export function siteCarTypeCounts(site: Site): Promise<CarTypeCounts> {
  return tagged(['car-types', String(site.id)], [siteTag(site.id), stockTag(site.id)], async () =>
    (await engine()).carTypeCounts(availableOnly(stockScope(site, new Date())), listedStatuses(site)),
  );
}

/**
 * The makes and models a site lists change only with its stock, yet every search URL is resolved
 * against them, so they are kept for a short time per site. A path naming a make this list lacks
 * asks again (`fresh`), so a newly arrived make is found at once.
 */
const MAKES_CACHE_MS = 30_000;
/**
 * As many sites as the site directory keeps (src/site/directory.ts): a site's makes and models are
 * a list of names, smaller than its record, and a site searched less often is simply read again.
 */
const MAKES_CACHED_SITES = 2_000;
const makesCache = new TtlCache<number, KnownMake[]>({ ttlMs: MAKES_CACHE_MS, max: MAKES_CACHED_SITES });

/** The site's makes with their models, as slugs for search URLs. */
export async function siteMakes(site: Site, { fresh = false } = {}): Promise<KnownMake[]> {
  if (fresh) makesCache.delete(site.id);
  return makesCache.get(site.id, () => loadSiteMakes(site));
}

/**
 * siteMakes for a stored listing page: kept in the data cache and expired with the stock, so that
 * a stored not-found page for a make the site lacks expires when the make arrives.
 */
export function listingMakes(site: Site): Promise<KnownMake[]> {
  return tagged(['makes', String(site.id)], [siteTag(site.id), stockTag(site.id)], () => loadSiteMakes(site));
}

async function loadSiteMakes(site: Site): Promise<KnownMake[]> {
  const rows = await makesAndModelsOf(await getDb(), stockScope(site, new Date()), listedStatuses(site));
  const makes = new Map<string, KnownMake & { models: { name: string; slug: string }[] }>();
  for (const { make, model } of rows) {
    const entry = makes.get(make) ?? { name: make, slug: slugify(make), models: [] };
    entry.models.push({ name: model, slug: slugify(model) });
    makes.set(make, entry);
  }
  return [...makes.values()];
}
