import { describe, expect, it } from 'vitest';
import { EMPTY_QUERY, type SearchQuery } from '../../domain/search/search-query';
import { filterChips } from './filter-chips';

/** The state a chip links to, as JSON, so each case reads what removing the chip leaves. */
const url = (state: SearchQuery) => JSON.stringify({ filters: state.filters, ranges: state.ranges, query: state.query });

describe('filterChips', () => {
  it.each<[string, Partial<SearchQuery>, string, { label: string; leaves: Partial<SearchQuery> }[]]>([
    ['nothing selected', {}, 'en-AU', []],
    ['a make', { filters: { make: ['Kia'] } }, 'en-AU', [{ label: 'Kia', leaves: { filters: {} } }]],
    ['a price range', { ranges: { price: { min: 10_000, max: 20_000 } } }, 'en-AU', [{ label: 'Price $10,000 - $20,000', leaves: { ranges: {} } }]],
    ['an odometer ceiling', { ranges: { km: { min: null, max: 50_000 } } }, 'en-AU', [{ label: 'Odometer up to 50,000 km', leaves: { ranges: {} } }]],
    // Issue 26: the panel's mile bands are stored as the nearest kilometre and read back as round miles.
    ['a mileage band', { ranges: { km: { min: null, max: 40_234 } } }, 'en-US', [{ label: 'Mileage up to 25,000 miles', leaves: { ranges: {} } }]],
    ['a mileage band', { ranges: { km: { min: null, max: 160_934 } } }, 'en-US', [{ label: 'Mileage up to 100,000 miles', leaves: { ranges: {} } }]],
    // A kilometre ceiling from a shared link still reads as its exact miles.
    ['a kilometre ceiling on a miles site', { ranges: { km: { min: null, max: 80_000 } } }, 'en-US', [{ label: 'Mileage up to 49,710 miles', leaves: { ranges: {} } }]],
    ['a year floor', { ranges: { year: { min: 2020, max: null } } }, 'en-AU', [{ label: 'Year from 2020', leaves: { ranges: {} } }]],
    ['a keyword', { query: 'sport' }, 'en-AU', [{ label: '"sport"', leaves: { query: '' } }]],
  ])('%s', (_name, state, locale, expected) => {
    const chips = filterChips({ ...EMPTY_QUERY, ...state }, url, locale as 'en-AU' | 'en-US');
    expect(chips.map((c) => c.label)).toEqual(expected.map((e) => e.label));
    chips.forEach((chip, i) => expect(JSON.parse(chip.href)).toMatchObject(expected[i]!.leaves));
  });
});
