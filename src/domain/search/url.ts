import { slugify } from '../slug';
import { FALLBACK_SEARCH_PATH } from './search-path';
import type { StockKind } from '../site-config';
import {
  compareStrings,
  formatRange,
  intersectRanges,
  normaliseSearchQuery,
  parseSearchParams,
  resolveDefaults,
  type SearchDefaults,
  type SearchParamsInput,
} from './parse';
import {
  SEARCH_ROUTES,
  copyPreset,
  findMakeBySlug,
  findModelBySlug,
  isBodyType,
  isSlug,
  parseSearchPath,
  pathnameSegments,
  type KnownLocation,
  type KnownMake,
  type SearchPathMatch,
  type SearchPreset,
} from './paths';
import { RANGE_FACETS, VALUE_FACETS, type Range, type RangeFacet, type SearchQuery, type ValueFacet } from './search-query';

/**
 * Search state <-> URL, as one pair of pure functions (ARCHITECTURE practice 4).
 *
 *   toSearchUrl(state, basePath, preset)       -> '/search/toyota?body=suv&page=2'
 *   fromSearchUrl(pathname, params, makes)     -> the same state, preset merged back in
 *
 * The query string carries only what the path does not: preset values are left out, page only when
 * above 1 (SPEC 2), sort and hitsPerPage only when not the default. Keys are in alphabetical order
 * (facets), then query, sort, hitsPerPage, page; values sorted; ranges as min..max. Equal states
 * therefore give equal URLs, which also makes them good cache keys.
 */

export type SearchUrlContext = {
  /** The site's default search path: defaultSearchPath(config). */
  defaultSearchPath: string;
  knownMakes: readonly KnownMake[];
  /** The site's locations, for its location-specific used-car paths. */
  knownLocations?: readonly KnownLocation[];
  /** SiteConfig.stockKind: which fixed routes may serve as canonical URLs. Defaults to 'cars'. */
  stockKind?: StockKind;
  defaults?: SearchDefaults;
};

export type FromSearchUrlResult =
  | { kind: 'search'; query: SearchQuery; path: SearchPathMatch; ignored: string[] }
  | { kind: 'not-found' };

type FacetKey = ValueFacet | RangeFacet;
const URL_FACET_ORDER: readonly FacetKey[] = [...VALUE_FACETS, ...RANGE_FACETS].sort(compareStrings);
const VALUE_FACET_SET: ReadonlySet<string> = new Set(VALUE_FACETS);

function sameRange(a: Range, b: Range): boolean {
  return a.min === b.min && a.max === b.max;
}

function within(inner: Range, outer: Range): boolean {
  const minOk = outer.min === null || (inner.min !== null && inner.min >= outer.min);
  const maxOk = outer.max === null || (inner.max !== null && inner.max <= outer.max);
  return minOk && maxOk;
}

/**
 * Whether `query` can be written under a path carrying `preset`: every preset value is selected and
 * every preset range contains the state's range (fromSearchUrl adds values and intersects ranges).
 */
function presetSatisfiedBy(query: SearchQuery, preset: SearchPreset): boolean {
  for (const [key, values] of Object.entries(preset.filters) as [ValueFacet, string[] | undefined][]) {
    const selected = query.filters[key] ?? [];
    if (values && !values.every((v) => selected.includes(v))) return false;
  }
  for (const [key, range] of Object.entries(preset.ranges) as [RangeFacet, Range | undefined][]) {
    const own = query.ranges[key];
    if (range && (!own || !within(own, range))) return false;
  }
  return true;
}

/** Whether the preset says exactly what the state says about the preset's own keys. */
function presetMatches(query: SearchQuery, preset: SearchPreset): boolean {
  for (const [key, values] of Object.entries(preset.filters) as [ValueFacet, string[] | undefined][]) {
    if (!values) continue;
    const selected = query.filters[key] ?? [];
    if (selected.length !== values.length || !values.every((v) => selected.includes(v))) return false;
  }
  for (const [key, range] of Object.entries(preset.ranges) as [RangeFacet, Range | undefined][]) {
    const own = query.ranges[key];
    if (range && (!own || !sameRange(own, range))) return false;
  }
  return true;
}

function presetSize(p: SearchPreset): number {
  return Object.values(p.filters).filter(Boolean).length + Object.values(p.ranges).filter(Boolean).length;
}

function cleanBasePath(basePath: string): string {
  const trimmed = basePath.trim().replace(/\/+$/, '');
  if (trimmed === '') return FALLBACK_SEARCH_PATH;
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/**
 * State -> path + query string on the given route. A state that no longer includes the route's
 * preset (say car_type 'used' unticked on /search/used-cars) cannot live on that route, so it moves
 * to the fallback search path, whose preset is empty, rather than giving a URL that reads back wrong.
 * Use canonicalSearchUrl to let the state choose its own route.
 */
export function toSearchUrl(query: SearchQuery, basePath: string, preset: SearchPreset, defaults?: SearchDefaults): string {
  const resolved = resolveDefaults(defaults);
  const state = normaliseSearchQuery(query, resolved);
  const fits = presetSatisfiedBy(state, preset);
  const path = fits ? cleanBasePath(basePath) : FALLBACK_SEARCH_PATH;
  const implied: SearchPreset = fits ? preset : { filters: {}, ranges: {} };

  const params = new URLSearchParams();
  for (const key of URL_FACET_ORDER) {
    if (VALUE_FACET_SET.has(key)) {
      const facet = key as ValueFacet;
      const skip = implied.filters[facet] ?? [];
      for (const value of state.filters[facet] ?? []) if (!skip.includes(value)) params.append(facet, value);
    } else {
      const facet = key as RangeFacet;
      const range = state.ranges[facet];
      const presetRange = implied.ranges[facet];
      if (range && !(presetRange && sameRange(range, presetRange))) params.append(facet, formatRange(range));
    }
  }
  if (state.query !== '') params.append('query', state.query);
  if (state.sort !== resolved.sort) params.append('sort', state.sort);
  if (state.hitsPerPage !== resolved.hitsPerPage) params.append('hitsPerPage', String(state.hitsPerPage));
  if (state.page > 1) params.append('page', String(state.page));

  const search = params.toString();
  return search === '' ? path : `${path}?${search}`;
}

function mergePreset(parsed: SearchQuery, preset: SearchPreset, ignored: string[]): SearchQuery {
  const filters: SearchQuery['filters'] = { ...parsed.filters };
  for (const [key, values] of Object.entries(preset.filters) as [ValueFacet, string[] | undefined][]) {
    // Preset first, so the per-key cap in normaliseSearchQuery can never drop what the path says.
    if (values) filters[key] = [...new Set([...values, ...(parsed.filters[key] ?? [])])];
  }
  const ranges: SearchQuery['ranges'] = { ...parsed.ranges };
  for (const [key, range] of Object.entries(preset.ranges) as [RangeFacet, Range | undefined][]) {
    if (!range) continue;
    const own = parsed.ranges[key];
    const both = own ? intersectRanges(range, own) : range;
    // A query range outside the path's own range cannot narrow it; the path wins.
    if (both === null && !ignored.includes(key)) ignored.push(key);
    ranges[key] = both ?? { ...range };
  }
  return { ...parsed, filters, ranges };
}

/**
 * Pathname + query string -> state, the path's preset merged in (values added, ranges intersected).
 * Not-found for a path that is not a search route or names an unknown make or model.
 */
export function fromSearchUrl(
  pathname: string,
  searchParams: SearchParamsInput,
  knownMakes: readonly KnownMake[],
  defaults?: SearchDefaults,
  knownLocations: readonly KnownLocation[] = [],
): FromSearchUrlResult {
  const segments = pathnameSegments(pathname);
  if (segments === null) return { kind: 'not-found' };
  const path = parseSearchPath(segments, knownMakes, knownLocations);
  if (path.kind === 'not-found') return path;
  const { query, ignored } = parseSearchParams(searchParams, defaults);
  const merged = normaliseSearchQuery(mergePreset(query, path.preset, ignored), defaults);
  return { kind: 'search', query: merged, path, ignored };
}

function single(values: readonly string[] | undefined): string | undefined {
  return values?.length === 1 ? values[0] : undefined;
}

function resolvedPath(path: string, ctx: SearchUrlContext): SearchPathMatch | null {
  const segments = pathnameSegments(path);
  const parsed = segments === null ? null : parseSearchPath(segments, ctx.knownMakes, ctx.knownLocations);
  return parsed?.kind === 'search' ? parsed : null;
}

/** /search/used-cars/{location or town} for a state that names one location or one town. */
function placeCandidate(state: SearchQuery, knownLocations: readonly KnownLocation[]): string | null {
  const locationName = single(state.filters.location_name);
  const location = locationName === undefined ? undefined : knownLocations.find((l) => l.name === locationName);
  if (location && isSlug(location.slug.toLowerCase())) return `/search/used-cars/${location.slug.toLowerCase()}`;
  const city = single(state.filters.city);
  const town = city === undefined ? undefined : knownLocations.find((l) => l.city === city);
  return town ? `/search/used-cars/${slugify(town.city)}` : null;
}

/**
 * The one route a state belongs on. In order: /search/{make}/{model} when exactly one make and one
 * model of it are selected; /search/{make} for exactly one make; /search/{body} for exactly one
 * listed body and no make; /search/used-cars/{place} for used cars at one location or town of a
 * car site; the fixed route for the site's stock kind whose preset is exactly the
 * state's selection on its keys (the most specific one; the site's default path wins a tie); the
 * site's default search path if its preset matches; else the fallback path. Every candidate is read
 * back through parseSearchPath before it is accepted, so a make slug that collides with a body or a
 * fixed route can never give a URL that reads back as something else.
 */
export function canonicalSearchPath(query: SearchQuery, ctx: SearchUrlContext): SearchPathMatch {
  const state = normaliseSearchQuery(query, ctx.defaults);
  const stockKind = ctx.stockKind ?? 'cars';
  const candidates: string[] = [];

  const makeName = single(state.filters.make);
  const make = makeName === undefined ? undefined : ctx.knownMakes.find((m) => m.name === makeName);
  if (make && isSlug(make.slug.toLowerCase()) && findMakeBySlug(ctx.knownMakes, make.slug.toLowerCase()) === make) {
    const makeSlug = make.slug.toLowerCase();
    const modelName = single(state.filters.model);
    const model = modelName === undefined ? undefined : make.models.find((m) => m.name === modelName);
    if (model && isSlug(model.slug.toLowerCase()) && findModelBySlug(make, model.slug.toLowerCase()) === model) {
      candidates.push(`/search/${makeSlug}/${model.slug.toLowerCase()}`);
    }
    candidates.push(`/search/${makeSlug}`);
  }
  const body = single(state.filters.body);
  if (!state.filters.make && body !== undefined && isBodyType(body)) candidates.push(`/search/${body}`);
  const place = stockKind === 'cars' ? placeCandidate(state, ctx.knownLocations ?? []) : null;
  if (place) candidates.push(place);

  const siteDefault = resolvedPath(ctx.defaultSearchPath, ctx);
  const fixed = SEARCH_ROUTES.filter((r) => r.canonicalFor === stockKind && r.path !== siteDefault?.basePath).map((r) => ({
    path: r.path,
    size: presetSize(r.preset),
  }));
  if (siteDefault) fixed.unshift({ path: siteDefault.basePath, size: presetSize(siteDefault.preset) });
  // Array.prototype.sort is stable, so ties keep the site default first, then table order.
  fixed.sort((a, b) => b.size - a.size);
  candidates.push(...fixed.map((f) => f.path), FALLBACK_SEARCH_PATH);

  for (const candidate of candidates) {
    const match = resolvedPath(candidate, ctx);
    if (match && presetMatches(state, match.preset)) return match;
  }
  return { kind: 'search', basePath: FALLBACK_SEARCH_PATH, preset: copyPreset({ filters: {}, ranges: {} }) };
}

/** The canonical URL of a state: its own route (canonicalSearchPath) plus the rest as query string. */
export function canonicalSearchUrl(query: SearchQuery, ctx: SearchUrlContext): string {
  const path = canonicalSearchPath(query, ctx);
  return toSearchUrl(query, path.basePath, path.preset, ctx.defaults);
}

/** The JSON API's query string for a whole state: no route carries a preset there. */
export function apiQueryString(state: SearchQuery, extra: Record<string, string>): string {
  const url = toSearchUrl({ ...state, page: 1 }, FALLBACK_SEARCH_PATH, { filters: {}, ranges: {} });
  const params = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params.toString();
}
