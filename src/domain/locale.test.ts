import { describe, expect, it } from 'vitest';
import type { Locale, StockKind } from './site-config';
import {
  currencyOf,
  formatOdometer,
  formatPrice,
  odometer,
  ratingStars,
  showPrice,
  showSearchHitPrice,
  vehicleNoun,
  type Odometer,
  type RatingStars,
} from './locale';

describe('currencyOf', () => {
  it.each([
    ['en-AU', 'AUD'],
    ['en-NZ', 'NZD'],
    ['en-US', 'USD'],
  ] as const)('%s -> %s', (locale, currency) => {
    expect(currencyOf(locale)).toBe(currency);
  });
});

describe('formatPrice', () => {
  const cases: Array<[number, Locale, string]> = [
    [24990, 'en-AU', '$24,990'],
    [24990, 'en-NZ', '$24,990'],
    [24990, 'en-US', '$24,990'],
    [0, 'en-AU', '$0'],
    [999, 'en-AU', '$999'],
    [1000, 'en-NZ', '$1,000'],
    [1234567, 'en-US', '$1,234,567'],
    [24990.4, 'en-AU', '$24,990'],
    [24990.5, 'en-AU', '$24,991'],
    [Number.NaN, 'en-AU', ''],
    [Number.POSITIVE_INFINITY, 'en-US', ''],
  ];
  it.each(cases)('%d in %s -> %s', (amount, locale, expected) => {
    expect(formatPrice(amount, locale)).toBe(expected);
  });
});

describe('showPrice and showSearchHitPrice', () => {
  const cases: Array<[number | null | undefined, boolean, boolean]> = [
    [null, false, false],
    [undefined, false, false],
    [Number.NaN, false, false],
    [-5, false, false],
    [0, false, false],
    [10, false, false],
    [10.01, true, false],
    [11, true, false],
    [250, true, false],
    [251, true, true],
    [24990, true, true],
  ];
  it.each(cases)('%s -> shown %s, search hit shown %s', (price, shown, hitShown) => {
    expect(showPrice(price)).toBe(shown);
    expect(showSearchHitPrice(price)).toBe(hitShown);
  });
});

describe('odometer and formatOdometer', () => {
  const cases: Array<[number, Locale, Odometer, string]> = [
    [12345, 'en-AU', { value: 12345, unit: 'km' }, '12,345 km'],
    [12345, 'en-NZ', { value: 12345, unit: 'km' }, '12,345 km'],
    [12345, 'en-US', { value: 7671, unit: 'miles' }, '7,671 miles'],
    [0, 'en-AU', { value: 0, unit: 'km' }, '0 km'],
    [0, 'en-US', { value: 0, unit: 'miles' }, '0 miles'],
    [1.609344, 'en-US', { value: 1, unit: 'miles' }, '1 mile'],
    [150000, 'en-US', { value: 93206, unit: 'miles' }, '93,206 miles'],
    [12345.6, 'en-AU', { value: 12346, unit: 'km' }, '12,346 km'],
    [-10, 'en-AU', { value: 0, unit: 'km' }, '0 km'],
    [Number.NaN, 'en-US', { value: 0, unit: 'miles' }, '0 miles'],
  ];
  it.each(cases)('%d km in %s', (km, locale, expected, text) => {
    expect(odometer(km, locale)).toEqual(expected);
    expect(formatOdometer(km, locale)).toBe(text);
  });
});


describe('vehicleNoun', () => {
  const cases: Array<[StockKind, number, string]> = [
    ['cars', 1, 'car'],
    ['cars', 0, 'cars'],
    ['cars', 12, 'cars'],
    ['trucks', 1, 'truck'],
    ['trucks', 2, 'trucks'],
    ['motorcycles', 1, 'motorcycle'],
    ['motorcycles', 5, 'motorcycles'],
    ['rvs', 1, 'RV'],
    ['rvs', 3, 'RVs'],
  ];
  it.each(cases)('%s x %d -> %s', (kind, count, expected) => {
    expect(vehicleNoun(kind, count)).toBe(expected);
  });
});

describe('ratingStars', () => {
  const cases: Array<[number, RatingStars]> = [
    [4.6, { full: 4, partial: 0.6, label: '4.6' }],
    [5, { full: 5, partial: 0, label: '5.0' }],
    [0, { full: 0, partial: 0, label: '0.0' }],
    [3, { full: 3, partial: 0, label: '3.0' }],
    [4.25, { full: 4, partial: 0.25, label: '4.3' }],
    [4.96, { full: 4, partial: 0.96, label: '5.0' }],
    [1.1, { full: 1, partial: 0.1, label: '1.1' }],
    [7, { full: 5, partial: 0, label: '5.0' }],
    [-1, { full: 0, partial: 0, label: '0.0' }],
    [Number.NaN, { full: 0, partial: 0, label: '0.0' }],
  ];
  it.each(cases)('%d', (average, expected) => {
    expect(ratingStars(average)).toEqual(expected);
  });
});
