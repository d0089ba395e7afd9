import type { StockKind } from '../site-config';
import { slugify } from '../slug';
import type { SearchQuery } from './search-query';

/**
 * The search routes of SPEC 2 as data: path -> preset filters. A preset is part of the search state
 * that the path itself carries, so the query string never repeats it (src/domain/search/url.ts).
 */

export type SearchPreset = Pick<SearchQuery, 'filters' | 'ranges'>;

export type KnownModel = { name: string; slug: string };
export type KnownMake = { name: string; slug: string; models: readonly KnownModel[] };
/** A site's location as its used-car path names it: by its own slug, or by its town's. */
export type KnownLocation = { name: string; slug: string; city: string };

export const BODY_TYPES = ['suv', 'hatchback', 'ute', 'coupe', 'sedan', 'wagon'] as const;
export type BodyType = (typeof BODY_TYPES)[number];

export type SearchRoute = {
  path: string;
  preset: SearchPreset;
  /**
   * The stock kind whose sites may use this route as a canonical URL; null for aliases, which are
   * served but never chosen (the same state already has a canonical route).
   */
  canonicalFor: StockKind | null;
};

export type SearchPathMatch = {
  kind: 'search';
  /** The route as served, lower case, no trailing slash: links on the page stay on it. */
  basePath: string;
  preset: SearchPreset;
  /** Display names from the make list, for titles and headings. */
  make?: string;
  model?: string;
  body?: BodyType;
  /** The location or town a location-specific used-car path names. */
  place?: string;
};

export type ParsedSearchPath = SearchPathMatch | { kind: 'not-found' };

const preset = (filters: SearchPreset['filters'] = {}, ranges: SearchPreset['ranges'] = {}): SearchPreset => ({ filters, ranges });

/** Preset values are listed sorted, the order parseSearchParams gives, so states compare equal. */
export const SEARCH_ROUTES: readonly SearchRoute[] = [
  { path: '/search/new-used-and-demo-cars', preset: preset(), canonicalFor: 'cars' },
  { path: '/search/used-cars', preset: preset({ car_type: ['used'] }), canonicalFor: 'cars' },
  { path: '/search/new-and-demo-cars', preset: preset({ car_type: ['demo', 'new'] }), canonicalFor: 'cars' },
  { path: '/search/new-cars', preset: preset({ car_type: ['new'] }), canonicalFor: 'cars' },
  { path: '/search/demo-cars', preset: preset({ car_type: ['demo'] }), canonicalFor: 'cars' },
  { path: '/search/our-cars', preset: preset(), canonicalFor: null },
  { path: '/search/new-used-and-demo-trucks', preset: preset({ item_type: ['truck'] }), canonicalFor: 'trucks' },
  {
    path: '/search/new-and-used-motorcycles',
    preset: preset({ car_type: ['new', 'used'], item_type: ['motorcycle'] }),
    canonicalFor: 'motorcycles',
  },
  { path: '/search/rv-vehicles', preset: preset({ item_type: ['rv'] }), canonicalFor: 'rvs' },
  // "Has a subscription price": prices are whole dollars, so at least 1.
  { path: '/search/subscription-cars', preset: preset({}, { subscription_price: { min: 1, max: null } }), canonicalFor: 'cars' },
  { path: '/search/rental-cars', preset: preset({ categories: ['Rental'] }), canonicalFor: 'cars' },
  { path: '/find/rental-cars', preset: preset({ categories: ['Rental'] }), canonicalFor: null },
  // The manufacturer template's pre-owned search: used only (demo cars are sold as new-car stock there).
  { path: '/pre-owned', preset: preset({ car_type: ['used'] }), canonicalFor: null },
  // defaultSearchPath() prefixes /search/, so a configured 'pre-owned' arrives here.
  { path: '/search/pre-owned', preset: preset({ car_type: ['used'] }), canonicalFor: null },
];

const ROUTE_BY_PATH: ReadonlyMap<string, SearchRoute> = new Map(SEARCH_ROUTES.map((r) => [r.path, r]));
const BODY_SET: ReadonlySet<string> = new Set(BODY_TYPES);

export function isBodyType(value: string): value is BodyType {
  return BODY_SET.has(value);
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 100;

export function isSlug(value: string): boolean {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value);
}

export function copyPreset(p: SearchPreset): SearchPreset {
  const filters: SearchPreset['filters'] = {};
  for (const [key, values] of Object.entries(p.filters) as [keyof SearchPreset['filters'], string[] | undefined][]) {
    if (values) filters[key] = [...values];
  }
  const ranges: SearchPreset['ranges'] = {};
  for (const [key, range] of Object.entries(p.ranges) as [keyof SearchPreset['ranges'], SearchPreset['ranges'][keyof SearchPreset['ranges']]][]) {
    if (range) ranges[key] = { ...range };
  }
  return { filters, ranges };
}

export function findMakeBySlug(knownMakes: readonly KnownMake[], slug: string): KnownMake | undefined {
  return knownMakes.find((m) => m.slug.toLowerCase() === slug);
}

export function findModelBySlug(make: KnownMake, slug: string): KnownModel | undefined {
  return make.models.find((m) => m.slug.toLowerCase() === slug);
}

const USED_CARS = '/search/used-cars';

/**
 * SPEC 2 "several location-specific used-car paths": /search/used-cars/{slug}, where the slug is one
 * of the site's locations (its cars) or a town the site has a location in (the cars of every
 * location there). A location's own slug wins over a town of the same name.
 */
function usedCarsAt(slug: string, basePath: string, knownLocations: readonly KnownLocation[]): ParsedSearchPath {
  const used = ROUTE_BY_PATH.get(USED_CARS)!.preset;
  const location = knownLocations.find((l) => l.slug.toLowerCase() === slug);
  if (location) {
    return { kind: 'search', basePath, preset: preset({ ...used.filters, location_name: [location.name] }), place: location.name };
  }
  const town = knownLocations.find((l) => slugify(l.city) === slug);
  if (town) return { kind: 'search', basePath, preset: preset({ ...used.filters, city: [town.city] }), place: town.city };
  return { kind: 'not-found' };
}

/**
 * Path segments (e.g. ['search', 'toyota', 'hilux'], as a catch-all route gives them, already
 * decoded) -> the route and the preset it implies. Matching ignores case and empty segments. Fixed
 * routes win over bodies, bodies over makes. An unknown make or model slug is not-found, so the page
 * answers 404 instead of showing all stock under a wrong heading. Bare /search is not-found too:
 * the site's default search path is the search page.
 */
export function parseSearchPath(
  segments: readonly string[],
  knownMakes: readonly KnownMake[],
  knownLocations: readonly KnownLocation[] = [],
): ParsedSearchPath {
  const parts = segments.map((s) => s.trim().toLowerCase()).filter((s) => s !== '');
  if (parts.length === 0) return { kind: 'not-found' };
  const basePath = `/${parts.join('/')}`;

  const route = ROUTE_BY_PATH.get(basePath);
  if (route) return { kind: 'search', basePath, preset: copyPreset(route.preset) };

  const [root, first, second, ...rest] = parts;
  if (root !== 'search' || first === undefined || rest.length > 0 || !isSlug(first)) return { kind: 'not-found' };
  if (`/${root}/${first}` === USED_CARS && second !== undefined) {
    return isSlug(second) ? usedCarsAt(second, basePath, knownLocations) : { kind: 'not-found' };
  }

  if (second === undefined && isBodyType(first)) {
    return { kind: 'search', basePath, preset: preset({ body: [first] }), body: first };
  }

  const make = findMakeBySlug(knownMakes, first);
  if (!make) return { kind: 'not-found' };
  if (second === undefined) return { kind: 'search', basePath, preset: preset({ make: [make.name] }), make: make.name };

  if (!isSlug(second)) return { kind: 'not-found' };
  const model = findModelBySlug(make, second);
  if (!model) return { kind: 'not-found' };
  return {
    kind: 'search',
    basePath,
    preset: preset({ make: [make.name], model: [model.name] }),
    make: make.name,
    model: model.name,
  };
}

/** A URL pathname -> segments, or null when it cannot be decoded (malformed percent escapes). */
export function pathnameSegments(pathname: string): string[] | null {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  try {
    return path
      .split('/')
      .filter((s) => s !== '')
      .map((s) => decodeURIComponent(s));
  } catch {
    return null;
  }
}
