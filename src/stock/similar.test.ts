import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../search/types';
import { pickSimilar, similarPriceRange, similarQueries, type SimilarTo } from './similar';

const car: SimilarTo = { id: 1, make: 'Toyota', simpleBody: 'SUV', price: 30_000 };

const hit = (id: number, make: string, body: string | null, price: number): SearchHit =>
  ({ id, make, simple_body: body, price }) as SearchHit;

describe('similarPriceRange', () => {
  it.each([
    [30_000, { min: 21_000, max: 39_000 }],
    [11, { min: 7, max: 15 }],
    [10, null],
    [0, null],
  ])('price %d -> %j', (price, range) => {
    expect(similarPriceRange(price)).toEqual(range);
  });
});

describe('similarQueries', () => {
  it('searches the same make and the same body among available cars near the price', () => {
    const [byMake, byBody] = similarQueries(car);
    expect(byMake!.filters).toEqual({ status: ['in_stock', 'coming_soon'], make: ['Toyota'] });
    expect(byBody!.filters).toEqual({ status: ['in_stock', 'coming_soon'], body: ['SUV'] });
    expect(byMake!.ranges.price).toEqual({ min: 21_000, max: 39_000 });
  });

  it.each([
    ['no body', { ...car, simpleBody: null }, 1],
    ['a body', car, 2],
  ])('a car with %s needs %d searches', (_label, subject, count) => {
    expect(similarQueries(subject)).toHaveLength(count);
  });

  it('leaves the price open when the car shows none', () => {
    expect(similarQueries({ ...car, price: 0 })[0]!.ranges).toEqual({});
  });
});

describe('pickSimilar', () => {
  it.each([
    ['excludes the car itself', [hit(1, 'Toyota', 'SUV', 30_000), hit(2, 'Kia', 'SUV', 31_000)], [2]],
    ['drops duplicates from the two searches', [hit(2, 'Toyota', 'SUV', 29_000), hit(2, 'Toyota', 'SUV', 29_000)], [2]],
    [
      'prefers make and body together, then the nearer price',
      [hit(2, 'Kia', 'SUV', 30_000), hit(3, 'Toyota', 'Sedan', 30_100), hit(4, 'Toyota', 'SUV', 35_000), hit(5, 'Toyota', 'SUV', 31_000)],
      [5, 4, 2, 3],
    ],
    ['breaks price ties by id', [hit(9, 'Toyota', 'SUV', 31_000), hit(8, 'Toyota', 'SUV', 29_000)], [8, 9]],
    ['returns nothing from nothing', [], []],
  ])('%s', (_label, candidates, ids) => {
    expect(pickSimilar(car, candidates).map((h) => h.id)).toEqual(ids);
  });

  it('stops at the limit', () => {
    const many = Array.from({ length: 10 }, (_, i) => hit(i + 2, 'Toyota', 'SUV', 30_000 + i));
    expect(pickSimilar(car, many, 4).map((h) => h.id)).toEqual([2, 3, 4, 5]);
  });
});
