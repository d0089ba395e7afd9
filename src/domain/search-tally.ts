import { RANGE_FACETS, VALUE_FACETS, type FacetCounts, type FacetStats, type RangeFacet, type SearchQuery, type SortKey, type ValueFacet } from './search-query';

/**
 * A search's counts, total, range statistics and page, counted in memory from the matching cars'
 * facet values (docs/search.md, "Sixth stop"): for a large match set this costs the embedded
 * engine a fraction of counting the same cars into grouping sets. The rules are the scanning
 * statement's (src/db/queries/search-statement.ts), and a test runs both on the same queries:
 * - a filter group is one facet's selection or one range; a car fails a scalar group when its value
 *   is not selected (or it has none), an array group when it shares no value, a range when its
 *   value is outside or missing;
 * - a car failing no group is a hit and counts towards every facet and the range statistics;
 * - a car failing exactly one group g counts only towards g: g's facet values, or g's range statistics;
 * - a car failing two or more counts nowhere.
 */

type ArrayFacet = 'categories' | 'filtered_features';
export type ScalarFacet = Exclude<ValueFacet, ArrayFacet>;

export const SCALAR_FACETS = VALUE_FACETS.filter((f): f is ScalarFacet => f !== 'categories' && f !== 'filtered_features');
const ARRAY_FACETS: readonly ArrayFacet[] = ['categories', 'filtered_features'];

/** A matching car as the tally reads it: facet values as the statement's text, ranges as integers. */
export type TalliedCar = {
  id: number;
  /** Microseconds since the epoch: the database's precision, which orders cars listed within one millisecond. */
  createdAt: number;
  rank: number;
  values: Record<ScalarFacet, string | null>;
  arrays: Record<ArrayFacet, string[]>;
  ranges: Record<RangeFacet, number | null>;
};

export type Tally = { count: number; facets: FacetCounts; facetStats: FacetStats; pageIds: number[] };

type Group = { key: ValueFacet | RangeFacet; passes: (car: TalliedCar) => boolean };

function filterGroups(query: SearchQuery): Group[] {
  const groups: Group[] = [];
  for (const facet of VALUE_FACETS) {
    const values = query.filters[facet];
    if (!values || values.length === 0) continue;
    const selected = new Set(values);
    groups.push({
      key: facet,
      passes:
        facet === 'categories' || facet === 'filtered_features'
          ? (car) => car.arrays[facet].some((v) => selected.has(v))
          : (car) => {
              const value = car.values[facet];
              return value !== null && selected.has(value);
            },
    });
  }
  for (const facet of RANGE_FACETS) {
    const range = query.ranges[facet];
    if (!range || (range.min === null && range.max === null)) continue;
    const { min, max } = range;
    groups.push({
      key: facet,
      passes: (car) => {
        const value = car.ranges[facet];
        return value !== null && (min === null || value >= min) && (max === null || value <= max);
      },
    });
  }
  return groups;
}

type Order = (a: TalliedCar, b: TalliedCar) => number;

/** The statement's sort orders (ORDER in search-statement.ts): the listing date and then the id break ties. */
const newest: Order = (a, b) => b.createdAt - a.createdAt || b.id - a.id;
const ORDERS: Record<SortKey, Order> = {
  newest,
  price_asc: (a, b) => (a.ranges.price ?? 0) - (b.ranges.price ?? 0) || newest(a, b),
  price_desc: (a, b) => (b.ranges.price ?? 0) - (a.ranges.price ?? 0) || newest(a, b),
  km_asc: (a, b) => (a.ranges.km ?? 0) - (b.ranges.km ?? 0) || newest(a, b),
  year_desc: (a, b) => (b.ranges.year ?? 0) - (a.ranges.year ?? 0) || newest(a, b),
  rank: (a, b) => b.rank - a.rank || newest(a, b),
};

/** Least and greatest value per range facet, kept mutable while counting (a fresh object per car cost a fifth of the tally). */
type Bounds = Map<RangeFacet, { min: number; max: number }>;

function widen(bounds: Bounds, car: TalliedCar, facets: readonly RangeFacet[]) {
  for (const facet of facets) {
    const value = car.ranges[facet];
    if (value === null) continue;
    const current = bounds.get(facet);
    if (!current) bounds.set(facet, { min: value, max: value });
    else if (value < current.min) current.min = value;
    else if (value > current.max) current.max = value;
  }
}

export function tallySearch(cars: readonly TalliedCar[], query: SearchQuery): Tally {
  const groups = filterGroups(query);
  const counted = new Map<ValueFacet, Map<string, number>>(VALUE_FACETS.map((facet) => [facet, new Map()]));
  const add = (counts: Map<string, number>, value: string | null) => {
    if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
  };
  const scalarCounts = SCALAR_FACETS.map((facet) => [facet, counted.get(facet) as Map<string, number>] as const);
  const arrayCounts = ARRAY_FACETS.map((facet) => [facet, counted.get(facet) as Map<string, number>] as const);
  const bounds: Bounds = new Map();
  const hits: TalliedCar[] = [];
  for (const car of cars) {
    let failed: Group | null = null;
    let fails = 0;
    for (const group of groups) {
      if (group.passes(car)) continue;
      fails++;
      failed = group;
      if (fails > 1) break;
    }
    if (fails === 0) {
      hits.push(car);
      for (const [facet, counts] of scalarCounts) add(counts, car.values[facet]);
      for (const [facet, counts] of arrayCounts) for (const value of car.arrays[facet]) add(counts, value);
      widen(bounds, car, RANGE_FACETS);
    } else if (fails === 1 && failed) {
      const key = failed.key;
      if ((RANGE_FACETS as readonly string[]).includes(key)) widen(bounds, car, [key as RangeFacet]);
      else if (key === 'categories' || key === 'filtered_features') for (const value of car.arrays[key]) add(counted.get(key) as Map<string, number>, value);
      else add(counted.get(key as ScalarFacet) as Map<string, number>, car.values[key as ScalarFacet]);
    }
  }
  const facets: FacetCounts = {};
  for (const [facet, counts] of counted) if (counts.size > 0) facets[facet] = Object.fromEntries(counts);
  const facetStats: FacetStats = Object.fromEntries(bounds);
  const start = (query.page - 1) * query.hitsPerPage;
  const pageIds = hits
    .sort(ORDERS[query.sort])
    .slice(start, start + query.hitsPerPage)
    .map((car) => car.id);
  return { count: hits.length, facets, facetStats, pageIds };
}
