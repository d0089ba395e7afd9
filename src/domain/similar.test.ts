import { describe, expect, it } from 'vitest';
import { similarPriceRange, similarTo } from './similar';

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

describe('similarTo', () => {
  it('carries the make, body and price band of the car', () => {
    expect(similarTo({ id: 1, make: 'Toyota', simpleBody: 'SUV', price: 30_000 })).toEqual({
      id: 1,
      make: 'Toyota',
      simpleBody: 'SUV',
      price: 30_000,
      priceRange: { min: 21_000, max: 39_000 },
    });
  });

  it('leaves the price open when the car shows none', () => {
    expect(similarTo({ id: 1, make: 'Toyota', simpleBody: null, price: 0 }).priceRange).toBeNull();
  });
});
