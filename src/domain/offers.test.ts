import { describe, expect, it } from 'vitest';
import { carOffers, offerPriceText, readOfferPrice } from './offers';
import type { Locale, Offer } from './site-config';

describe('offerPriceText (SPEC 9: "A price is displayed only if over 10")', () => {
  it.each<[number | undefined, Locale, string | null]>([
    [undefined, 'en-AU', null],
    [0, 'en-AU', null],
    [10, 'en-AU', null],
    // Prices read in whole dollars on the site, as a car's do.
    [10.5, 'en-AU', '$11'],
    [39_990, 'en-AU', '$39,990'],
    [39_990, 'en-NZ', '$39,990'],
    [24_995, 'en-US', '$24,995'],
  ])('%s in %s -> %s', (offerPrice, locale, expected) => {
    expect(offerPriceText({ ...(offerPrice === undefined ? {} : { offerPrice }) }, locale)).toBe(expected);
  });
});

describe('carOffers: an offer linked to a car is shown on that car', () => {
  const offer = (url?: string): Offer => ({ heading: 'Runout', text: 'Save now', ...(url ? { url } : {}) });
  it.each<[string, string | undefined, boolean]>([
    ["the car's own page", '/cars/2024-mazda-cx-5-abc123', true],
    ['with a query or fragment', '/cars/2024-mazda-cx-5-abc123?utm_source=offer#finance', true],
    ['with a trailing slash', '/cars/2024-mazda-cx-5-abc123/', true],
    ['another car', '/cars/2024-mazda-cx-5-abc124', false],
    ["a page under the car's", '/cars/2024-mazda-cx-5-abc123/checkout', false],
    ['the search page', '/search/mazda', false],
    ['another site with the same path', 'https://example.com/cars/2024-mazda-cx-5-abc123', false],
    ['no link', undefined, false],
  ])('%s', (_name, url, shown) => {
    expect(carOffers([offer(url)], '2024-mazda-cx-5-abc123')).toHaveLength(shown ? 1 : 0);
  });

  it('keeps the site order and reads a site without offers', () => {
    const a = { ...offer('/cars/x-1'), heading: 'A' };
    const b = { ...offer('/cars/x-1'), heading: 'B' };
    expect(carOffers([a, offer('/cars/x-2'), b], 'x-1').map((o) => o.heading)).toEqual(['A', 'B']);
    expect(carOffers(undefined, 'x-1')).toEqual([]);
  });
});

describe('readOfferPrice', () => {
  it.each<[string, number | undefined, RegExp | null]>([
    ['', undefined, null],
    ['  ', undefined, null],
    ['39990', 39_990, null],
    ['$39,990', 39_990, null],
    ['39 990.50', 39_990.5, null],
    ['10.01', 10.01, null],
    ['10', undefined, /over \$10/],
    ['0', undefined, /over \$10/],
    ['-5000', undefined, /in dollars/],
    ['39.999', undefined, /in dollars/],
    ['forty thousand', undefined, /in dollars/],
    ['100000000', undefined, /extra digit/],
  ])('%j', (raw, price, error) => {
    const read = readOfferPrice(raw);
    expect(read.price).toBe(price);
    if (error) expect(read.error).toMatch(error);
    else expect(read.error).toBeNull();
  });
});
