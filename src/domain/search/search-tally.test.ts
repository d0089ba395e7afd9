import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, RANGE_FACETS, type RangeFacet, type SearchQuery } from './search-query';
import { SCALAR_FACETS, tallySearch, type CodedColumn, type CodedLists, type ScalarFacet, type TalliedCars } from './search-tally';

/** A car as the cases read: its values by facet (the tally takes them as columns, see `columns`). */
type Car = {
  id: number;
  createdAt: number;
  rank: number;
  values: Record<ScalarFacet, string | null>;
  arrays: { categories: string[]; filtered_features: string[] };
  ranges: Record<RangeFacet, number | null>;
};

function car(id: number, values: Partial<Car['values']>, more: Partial<Omit<Car, 'values'>> = {}): Car {
  const none = Object.fromEntries(SCALAR_FACETS.map((f) => [f, null])) as Car['values'];
  return {
    id,
    createdAt: 1_000_000 * id,
    rank: 0,
    values: { ...none, ...values },
    arrays: { categories: [], filtered_features: [] },
    ranges: { price: 10_000 * id, subscription_price: null, km: 1_000, year: 2020, created_at_timestamp: id },
    ...more,
  };
}

/** The cars coded as decodeTallied codes them: each facet's distinct values, in the order first met. */
function columns(list: readonly Car[]): TalliedCars {
  const column = (pick: (c: Car) => string | null): CodedColumn => {
    const values: string[] = [];
    const codes = Int32Array.from(list, (c) => {
      const value = pick(c);
      if (value === null) return -1;
      return values.includes(value) ? values.indexOf(value) : values.push(value) - 1;
    });
    return { codes, values };
  };
  const lists = (pick: (c: Car) => string[]): CodedLists => {
    const values: string[] = [];
    const codes: number[] = [];
    const starts = new Int32Array(list.length + 1);
    list.forEach((c, i) => {
      starts[i] = codes.length;
      for (const value of pick(c)) codes.push(values.includes(value) ? values.indexOf(value) : values.push(value) - 1);
    });
    starts[list.length] = codes.length;
    return { starts, codes: Int32Array.from(codes), values };
  };
  return {
    size: list.length,
    ids: Int32Array.from(list, (c) => c.id),
    createdAt: Float64Array.from(list, (c) => c.createdAt),
    rank: Float64Array.from(list, (c) => c.rank),
    values: Object.fromEntries(SCALAR_FACETS.map((f) => [f, column((c) => c.values[f])])) as TalliedCars['values'],
    arrays: { categories: lists((c) => c.arrays.categories), filtered_features: lists((c) => c.arrays.filtered_features) },
    ranges: Object.fromEntries(RANGE_FACETS.map((f) => [f, Float64Array.from(list, (c) => c.ranges[f] ?? NaN)])) as TalliedCars['ranges'],
  };
}

const cars = columns([
  car(1, { make: 'Kia', colour: 'White' }, { arrays: { categories: ['Family'], filtered_features: ['Bluetooth', 'Bluetooth'] } }),
  car(2, { make: 'Kia', colour: 'Red' }),
  car(3, { make: 'Mazda', colour: 'White' }, { ranges: { price: 30_000, subscription_price: 150, km: 9, year: 2024, created_at_timestamp: 3 } }),
  car(4, { make: 'Mazda', colour: null }),
]);
const q = (query: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...query });

describe('tallySearch', () => {
  it.each<[string, SearchQuery, number, Record<string, Record<string, number>>]>([
    ['no filters: every car counts everywhere, array values as often as they occur', q({}), 4, {
      make: { Kia: 2, Mazda: 2 },
      colour: { White: 2, Red: 1 },
      categories: { Family: 1 },
      filtered_features: { Bluetooth: 2 },
    }],
    ['a facet ignores its own selection (disjunctive)', q({ filters: { make: ['Kia'] } }), 2, {
      make: { Kia: 2, Mazda: 2 },
      colour: { White: 1, Red: 1 },
      categories: { Family: 1 },
      filtered_features: { Bluetooth: 2 },
    }],
    ['a car failing two groups counts nowhere; a missing value fails its group', q({ filters: { make: ['Kia'], colour: ['White'] } }), 1, {
      make: { Kia: 1, Mazda: 1 },
      colour: { White: 1, Red: 1 },
      categories: { Family: 1 },
      filtered_features: { Bluetooth: 2 },
    }],
    ['an array filter matches any shared value', q({ filters: { categories: ['Family', 'Work'] } }), 1, {
      make: { Kia: 1 },
      colour: { White: 1 },
      categories: { Family: 1 },
      filtered_features: { Bluetooth: 2 },
    }],
  ])('%s', (_, query, count, facets) => {
    const tally = tallySearch(cars, query);
    expect(tally.count).toBe(count);
    expect(tally.facets).toEqual(facets);
  });

  it('codes standing for one value (a city of two locations) count as one and are selected together', () => {
    const city: CodedColumn = { codes: Int32Array.of(0, 1, 2, -1), values: ['Town', 'Town', 'Ville'] };
    const tally = tallySearch({ ...cars, values: { ...cars.values, city } }, q({ filters: { city: ['Town'] } }));
    expect(tally.count).toBe(2);
    expect(tally.facets.city).toEqual({ Town: 2, Ville: 1 });
  });

  it.each<[string, SearchQuery, object]>([
    ['statistics over the hits, missing values left out', q({}), { price: { min: 10_000, max: 40_000 }, subscription_price: { min: 150, max: 150 }, km: { min: 9, max: 1_000 } }],
    // Cars 3 and 4 fail only the price range, so they widen the price statistics and nothing else.
    ['a car failing only a range widens that range alone', q({ ranges: { price: { min: null, max: 20_000 } } }), { price: { min: 10_000, max: 40_000 }, km: { min: 1_000, max: 1_000 } }],
    ['a missing value fails its range', q({ ranges: { subscription_price: { min: 0, max: null } } }), { subscription_price: { min: 150, max: 150 }, km: { min: 9, max: 9 } }],
  ])('%s', (_, query, stats) => {
    expect(tallySearch(cars, query).facetStats).toMatchObject(stats);
  });

  it.each<[SearchQuery['sort'], number, number, number[]]>([
    ['newest', 1, 2, [4, 3]],
    ['newest', 2, 2, [2, 1]],
    ['price_asc', 1, 3, [1, 2, 3]],
    ['price_desc', 1, 4, [4, 3, 2, 1]],
    // km ties break by listing date, newest first.
    ['km_asc', 1, 4, [3, 4, 2, 1]],
    ['year_desc', 1, 2, [3, 4]],
    ['rank', 1, 1, [4]],
    ['newest', 3, 2, []],
  ])('%s, page %i of %i: %j', (sort, page, hitsPerPage, ids) => {
    expect(tallySearch(cars, q({ sort, page, hitsPerPage })).pageIds).toEqual(ids);
  });
});
