import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, type SearchQuery } from './search-query';
import { SCALAR_FACETS, tallySearch, type TalliedCar } from './search-tally';

function car(id: number, values: Partial<TalliedCar['values']>, more: Partial<Omit<TalliedCar, 'values'>> = {}): TalliedCar {
  const none = Object.fromEntries(SCALAR_FACETS.map((f) => [f, null])) as TalliedCar['values'];
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

const cars = [
  car(1, { make: 'Kia', colour: 'White' }, { arrays: { categories: ['Family'], filtered_features: ['Bluetooth', 'Bluetooth'] } }),
  car(2, { make: 'Kia', colour: 'Red' }),
  car(3, { make: 'Mazda', colour: 'White' }, { ranges: { price: 30_000, subscription_price: 150, km: 9, year: 2024, created_at_timestamp: 3 } }),
  car(4, { make: 'Mazda', colour: null }),
];
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
