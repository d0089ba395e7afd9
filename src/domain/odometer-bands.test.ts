import { describe, expect, it } from 'vitest';
import { formatOdometer } from './locale';
import { odometerCeilings } from './odometer-bands';
import { formatRange, parseRangeValue } from './search/parse';
import type { Locale } from './site-config';

describe('odometerCeilings (issue 26: round bands in the unit the site reads)', () => {
  it.each<[Locale, number[], string[]]>([
    [
      'en-AU',
      [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000],
      ['10,000 km', '25,000 km', '50,000 km', '75,000 km', '100,000 km', '150,000 km', '200,000 km'],
    ],
    [
      'en-NZ',
      [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000],
      ['10,000 km', '25,000 km', '50,000 km', '75,000 km', '100,000 km', '150,000 km', '200,000 km'],
    ],
    // 1 mile is 1.609344 km: 25,000 miles is 40,233.6 km, stored as 40,234, which reads 25,000 miles again.
    [
      'en-US',
      [16_093, 40_234, 80_467, 120_701, 160_934, 241_402],
      ['10,000 miles', '25,000 miles', '50,000 miles', '75,000 miles', '100,000 miles', '150,000 miles'],
    ],
  ])('%s stores %j and labels them %j', (locale, km, labels) => {
    const ceilings = odometerCeilings(locale);
    expect(ceilings).toEqual(km);
    expect(ceilings.map((n) => formatOdometer(n, locale))).toEqual(labels);
  });
});

describe('a mile band in the search URL', () => {
  it.each(odometerCeilings('en-US'))('the panel value <=%i parses to a whole-kilometre ceiling and prints back as km=..%i', (km) => {
    const range = parseRangeValue(`<=${km}`);
    expect(range).toEqual({ min: null, max: km });
    expect(formatRange(range!)).toBe(`..${km}`);
  });
});
