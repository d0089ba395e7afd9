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
    ['an odometer ceiling in miles', { ranges: { km: { min: null, max: 80_000 } } }, 'en-US', [{ label: 'Odometer up to 49,710 miles', leaves: { ranges: {} } }]],
    ['a year floor', { ranges: { year: { min: 2020, max: null } } }, 'en-AU', [{ label: 'Year from 2020', leaves: { ranges: {} } }]],
    ['a keyword', { query: 'sport' }, 'en-AU', [{ label: '"sport"', leaves: { query: '' } }]],
  ])('%s', (_name, state, locale, expected) => {
    const chips = filterChips({ ...EMPTY_QUERY, ...state }, url, locale as 'en-AU' | 'en-US');
    expect(chips.map((c) => c.label)).toEqual(expected.map((e) => e.label));
    chips.forEach((chip, i) => expect(JSON.parse(chip.href)).toMatchObject(expected[i]!.leaves));
  });
});
