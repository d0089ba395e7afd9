/**
 * The search contract shared by the engine, the JSON API and the search pages (SPEC 3 facet keys,
 * SPEC 7 answer shape). docs/api.md documents the wire format.
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
export type FacetKey = ValueFacet | RangeFacet;

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

/** One car as search returns it (SPEC 3 "Car (search hit)"), keyed in the spec's snake_case. */
export type SearchHit = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  stocknum: string;
  vin: string | null;
  price: number;
  before_price: number | null;
  subscription_price: number | null;
  car_type: 'new' | 'demo' | 'used';
  status: 'in_stock' | 'coming_soon' | 'sold';
  sold: boolean;
  reserved: boolean;
  reservable: boolean | null;
  preorder: boolean;
  tag: string | null;
  certified: boolean;
  created_at: string;
  created_at_timestamp: number;
  sold_date_timestamp: number | null;
  show_on_dealer_website: boolean;
  dealership_id: number;
  dealership_slug: string;
  dealership_name: string;
  location_id: number;
  location_name: string;
  location: { name: string; distribution_locations: number[] };
  city: string;
  state: string;
  simple_fuel: string | null;
  simple_body: string | null;
  simple_drive: string | null;
  body: string | null;
  fuel: string | null;
  drive: string | null;
  transmission: string | null;
  colour: string | null;
  seats: number | null;
  categories: string[];
  filtered_features: string[];
  item_type: string;
  make_model: string;
  price_range: string;
  weekly_price_range: string | null;
  primary_image_url: string | null;
  thumbnails: string[];
  photos_count: number;
  images: { image: { url: string }; thumb: { url: string } }[];
  has_nvic: boolean;
  custom_rank: number;
};

export type FacetCounts = Partial<Record<FacetKey, Record<string, number>>>;
export type FacetStats = Partial<Record<RangeFacet, { min: number; max: number }>>;

export type SearchResult = {
  hits: SearchHit[];
  facets: FacetCounts;
  facetStats: FacetStats;
  count: number;
  ms: number;
  page: number;
  pages: number;
  hitsPerPage: number;
};

export type CarTypeCounts = { new: number; used: number; demo: number };
