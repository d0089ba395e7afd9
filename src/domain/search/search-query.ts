import type { CarHit } from '../types';

/**
 * The search vocabulary shared by the engine, the URLs, the JSON API and the search pages: SPEC 3's
 * facet keys, the sorts, the page sizes and the engine's answer. The API's wire shape of a hit is
 * src/api-json/search-json.ts; docs/api.md documents it.
 */

/** Facets counted by value (SPEC 3 "Search facet keys" minus the range facets). */
export const VALUE_FACETS = [
  'status',
  'badge',
  'car_type',
  'categories',
  'city',
  'colour',
  'dealership_name',
  'filtered_features',
  'item_type',
  'location_name',
  'make',
  'make_model',
  'model',
  'price_range',
  'seats',
  'body',
  'drive',
  'fuel',
  'transmission',
  'state',
  'tag',
  'weekly_price_range',
  'certified',
] as const;

/** Facets filtered by a numeric range and reported as min/max stats. */
export const RANGE_FACETS = ['price', 'subscription_price', 'km', 'year', 'created_at_timestamp'] as const;

export type ValueFacet = (typeof VALUE_FACETS)[number];
export type RangeFacet = (typeof RANGE_FACETS)[number];
type FacetKey = ValueFacet | RangeFacet;

export const SORTS = ['newest', 'price_asc', 'price_desc', 'km_asc', 'year_desc', 'rank'] as const;
export type SortKey = (typeof SORTS)[number];
export const DEFAULT_SORT: SortKey = 'newest';

export const DEFAULT_HITS_PER_PAGE = 21;
export const MAX_HITS_PER_PAGE = 100;

/** An inclusive numeric range; either end may be open. */
export type Range = { min: number | null; max: number | null };

export type SearchQuery = {
  /** Selected values per facet: OR within one facet, AND across facets. */
  filters: Partial<Record<ValueFacet, string[]>>;
  ranges: Partial<Record<RangeFacet, Range>>;
  /** Free text; empty for none. */
  query: string;
  sort: SortKey;
  /** 1-based. */
  page: number;
  hitsPerPage: number;
};

export const EMPTY_QUERY: SearchQuery = {
  filters: {},
  ranges: {},
  query: '',
  sort: DEFAULT_SORT,
  page: 1,
  hitsPerPage: DEFAULT_HITS_PER_PAGE,
};

export type FacetCounts = Partial<Record<FacetKey, Record<string, number>>>;
export type FacetStats = Partial<Record<RangeFacet, { min: number; max: number }>>;

export type SearchResult = {
  hits: CarHit[];
  facets: FacetCounts;
  facetStats: FacetStats;
  count: number;
  ms: number;
  page: number;
  pages: number;
  hitsPerPage: number;
};

export type CarTypeCounts = { new: number; used: number; demo: number };
