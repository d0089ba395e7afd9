import { describe, expect, it } from 'vitest';
import { PRICE_BANDS, WEEKLY_BANDS, bandLabel, bandOf, priceBandOf } from './price-bands';

describe('price bands', () => {
  it.each([
    [0, '0-10000'],
    [9_999, '0-10000'],
    [10_000, '10000-20000'],
    [149_999, '100000-150000'],
    [150_000, '150000-'],
    [2_000_000, '150000-'],
  ])('%i -> %s', (amount, band) => {
    expect(bandOf(amount, PRICE_BANDS)).toBe(band);
  });

  it.each([
    [0, null],
    [10, null],
    [null, null],
    [-5, null],
    [11, '0-10000'],
    [9_999, '0-10000'],
    [150_000, '150000-'],
  ])("a car's band: %s -> %s (a price on application is in no band)", (price, band) => {
    expect(priceBandOf(price)).toBe(band);
  });

  it('weekly bands', () => {
    expect(bandOf(99, WEEKLY_BANDS)).toBe('0-100');
    expect(bandOf(500, WEEKLY_BANDS)).toBe('500-');
  });

  it.each([
    ['0-10000', 'Under $10000'],
    ['10000-20000', '$10000 - $20000'],
    ['150000-', '$150000+'],
  ])('label %s', (band, label) => {
    expect(bandLabel(band, (n) => `$${n}`)).toBe(label);
  });
});
