import { describe, expect, it } from 'vitest';
import {
  MAX_PAGE,
  MAX_QUERY_LENGTH,
  MAX_VALUE_LENGTH,
  MAX_VALUES_PER_KEY,
  intersectRanges,
  normaliseSearchQuery,
  parseRangeValue,
  parseSearchParams,
  stockNumberQuery,
  toParamPairs,
} from './parse';
import { EMPTY_QUERY, type Range, type SearchQuery } from './search-query';

const parse = (qs: string) => parseSearchParams(new URLSearchParams(qs));

describe('filters: facet keys, repeated values (issue 3 API contract)', () => {
  it.each<[string, string, SearchQuery['filters']]>([
    ['repeated keys', 'make=Toyota&make=Mazda&body=suv', { make: ['Mazda', 'Toyota'], body: ['suv'] }],
    ['SPEC 5: double quotes stripped', 'make=%22Toyota%22&colour=%22White', { make: ['Toyota'], colour: ['White'] }],
    ['typographic quotes stripped too', 'make=%E2%80%9CToyota%E2%80%9D', { make: ['Toyota'] }],
    ['trimmed', 'make=%20Toyota%20', { make: ['Toyota'] }],
    ['duplicates removed after cleaning', 'make=Toyota&make=%22Toyota%22&make=+Toyota', { make: ['Toyota'] }],
    ['empty values dropped', 'make=&make=%20&make=%22%22&body=suv', { body: ['suv'] }],
    ['inner spaces kept', 'make=Land+Rover', { make: ['Land Rover'] }],
    ['control characters become spaces (PostgreSQL refuses NUL)', 'make=Toy%00ota', { make: ['Toy ota'] }],
    ['unknown keys ignored', 'colour=Red&utm_source=x&Make=Toyota', { colour: ['Red'] }],
    ['a comparison on a value facet is dropped', 'seats=%3E%3D7&make=%3Cscript%3E', {}],
    ['SQL-looking text is just a value', "make=Toyota'%3B+DROP+TABLE+cars%3B--", { make: ["Toyota'; DROP TABLE cars;--"] }],
  ])('%s', (_name, qs, filters) => {
    expect(parse(qs).query.filters).toEqual(filters);
  });

  it(`keeps at most ${MAX_VALUES_PER_KEY} values per key, the first ones sent`, () => {
    const params = new URLSearchParams(Array.from({ length: 80 }, (_, i) => ['make', `M${String(i).padStart(2, '0')}`]));
    const { query, ignored } = parseSearchParams(params);
    expect(query.filters.make).toHaveLength(MAX_VALUES_PER_KEY);
    expect(query.filters.make?.at(-1)).toBe('M49');
    expect(ignored).toContain('make');
  });

  it(`drops values over ${MAX_VALUE_LENGTH} characters`, () => {
    const ok = 'a'.repeat(MAX_VALUE_LENGTH);
    const { query, ignored } = parseSearchParams([
      ['make', ok],
      ['make', `${ok}b`],
    ]);
    expect(query.filters.make).toEqual([ok]);
    expect(ignored).toEqual(['make']);
  });
});

describe('range facets', () => {
  it.each<[string, Range | null]>([
    ['10000..40000', { min: 10000, max: 40000 }],
    ['..40000', { min: null, max: 40000 }],
    ['10000..', { min: 10000, max: null }],
    [' 10000 .. 40000 ', { min: 10000, max: 40000 }],
    ['20000', { min: 20000, max: 20000 }],
    ['"10000..40000"', { min: 10000, max: 40000 }],
    // SPEC 5 raw comparisons, made inclusive on integers
    ['<20000', { min: null, max: 19999 }],
    ['<=50000', { min: null, max: 50000 }],
    ['>5000', { min: 5001, max: null }],
    ['>=2020', { min: 2020, max: null }],
    ['>= 2020', { min: 2020, max: null }],
    ['>-5', { min: -4, max: null }],
    // reversed ends are swapped
    ['10..5', { min: 5, max: 10 }],
    ['5..5', { min: 5, max: 5 }],
    // broken
    ['abc', null],
    ['<', null],
    ['>=', null],
    ['..', null],
    ['', null],
    ['1..2..3', null],
    ['10.5..20', null],
    ['1e3', null],
    ['0x10', null],
    ['NaN', null],
    ['Infinity..', null],
    ['<>5', null],
    ['5<10', null],
    ['=<5', null],
    ['1,000..2,000', null],
    // beyond ±1e12
    ['1000000000000', { min: 1e12, max: 1e12 }],
    ['1000000000001', null],
    ['..-1000000000001', null],
    ['<-1000000000000', null],
    ['99999999999999999999999', null],
  ])('%j -> %j', (value, range) => {
    expect(parseRangeValue(value)).toEqual(range);
  });

  it.each<[string, SearchQuery['ranges'], string[]]>([
    ['price=10000..40000&km=%3C%3D50000', { price: { min: 10000, max: 40000 }, km: { min: null, max: 50000 } }, []],
    ['year=%3E%3D2020&year=%3C%3D2022', { year: { min: 2020, max: 2022 } }, []],
    ['price=..30000&price=10000..40000', { price: { min: 10000, max: 30000 } }, []],
    ['price=%3E5000&price=%3C1000', {}, ['price']],
    ['price=%3E5000&price=%3C1000&price=1..2', {}, ['price']],
    ['price=abc&year=2020', { year: { min: 2020, max: 2020 } }, ['price']],
    ['price=&year=', {}, []],
    ['created_at_timestamp=1700000000..', { created_at_timestamp: { min: 1700000000, max: null } }, []],
    ['subscription_price=1..', { subscription_price: { min: 1, max: null } }, []],
  ])('%s', (qs, ranges, ignored) => {
    const parsed = parse(qs);
    expect(parsed.query.ranges).toEqual(ranges);
    expect(parsed.ignored).toEqual(ignored);
  });

  it.each<[Range, Range, Range | null]>([
    [{ min: 1, max: 10 }, { min: 5, max: null }, { min: 5, max: 10 }],
    [{ min: null, max: null }, { min: 5, max: 6 }, { min: 5, max: 6 }],
    [{ min: 1, max: 4 }, { min: 5, max: 6 }, null],
    [{ min: 1, max: 5 }, { min: 5, max: 6 }, { min: 5, max: 5 }],
  ])('intersect %j and %j', (a, b, both) => {
    expect(intersectRanges(a, b)).toEqual(both);
  });
});

describe('SPEC 5 page: a canonical integer above 1, otherwise the first page', () => {
  it.each<[string, number]>([
    ['2', 2],
    ['37', 37],
    [String(MAX_PAGE), MAX_PAGE],
    [String(MAX_PAGE + 1), 1],
    ['1000000000', 1],
    ['1e9', 1],
    ['1', 1],
    ['0', 1],
    ['-1', 1],
    ['01', 1],
    ['02', 1],
    ['2.0', 1],
    ['1e3', 1],
    [' 2', 1],
    ['2 ', 1],
    ['+2', 1],
    ['0x2', 1],
    ['two', 1],
    ['', 1],
    ['9007199254740993', 1],
  ])('page=%j -> %d', (raw, page) => {
    expect(parseSearchParams([['page', raw]]).query.page).toBe(page);
  });

  it('the first non-empty page counts', () => {
    expect(parse('page=&page=3&page=4').query.page).toBe(3);
    expect(parse('page=&page=3&page=4').ignored).toEqual(['page']);
  });
});

describe('sort and hitsPerPage', () => {
  it.each<[string, Partial<SearchQuery>]>([
    ['', { sort: 'newest', hitsPerPage: 21 }],
    ['sort=price_asc', { sort: 'price_asc' }],
    ['sort=rank', { sort: 'rank' }],
    ['sort=PRICE_ASC', { sort: 'newest' }],
    ['sort=price', { sort: 'newest' }],
    ['sort=toString', { sort: 'newest' }],
    ['sort=__proto__', { sort: 'newest' }],
    ['hitsPerPage=1', { hitsPerPage: 1 }],
    ['hitsPerPage=100', { hitsPerPage: 100 }],
    ['hitsPerPage=101', { hitsPerPage: 21 }],
    ['hitsPerPage=0', { hitsPerPage: 21 }],
    ['hitsPerPage=-5', { hitsPerPage: 21 }],
    ['hitsPerPage=50.5', { hitsPerPage: 21 }],
    ['hitsPerPage=050', { hitsPerPage: 21 }],
  ])('%j', (qs, expected) => {
    expect(parse(qs).query).toMatchObject(expected);
  });

  it('site defaults apply when the parameter is absent or invalid', () => {
    const defaults = { sort: 'rank', hitsPerPage: 100 } as const;
    expect(parseSearchParams('', defaults).query).toMatchObject(defaults);
    expect(parseSearchParams('sort=bogus&hitsPerPage=500', defaults).query).toMatchObject(defaults);
    expect(parseSearchParams('sort=newest&hitsPerPage=21', defaults).query).toMatchObject({ sort: 'newest', hitsPerPage: 21 });
  });
});

describe('free text', () => {
  it.each<[string, string]>([
    ['query=+toyota++hilux+', 'toyota hilux'],
    ['query=a%09b%0Ac', 'a b c'],
    ['query=%22HT10234A%22', '"HT10234A"'],
    ['query=&query=corolla', 'corolla'],
    ['', ''],
  ])('%j -> %j', (qs, text) => {
    expect(parse(qs).query.query).toBe(text);
  });

  it(`is cut to ${MAX_QUERY_LENGTH} characters without splitting a character`, () => {
    expect(parseSearchParams([['query', 'x'.repeat(500)]]).query.query).toHaveLength(MAX_QUERY_LENGTH);
    const emoji = `${'x'.repeat(MAX_QUERY_LENGTH - 1)}🚗`;
    const text = parseSearchParams([['query', emoji]]).query.query;
    expect(text).toBe('x'.repeat(MAX_QUERY_LENGTH - 1));
  });
});

describe('SPEC 5 stock-number-like queries: optional letters, 3 or more digits, optional letters', () => {
  it.each<[string, string | null]>([
    ['HT10234A', 'HT10234A'],
    ['ab123', 'ab123'],
    ['123x', '123x'],
    ['123', '123'],
    ['12345', '12345'],
    ['  ht10234a ', 'ht10234a'],
    ['"HT10234A"', 'HT10234A'],
    ['AB123C', 'AB123C'],
    ['12', null],
    ['HT12', null],
    ['HT 10234', null],
    ['HT-10234', null],
    ['A1B234', null],
    ['1A234', null],
    ['toyota', null],
    ['toyota hilux 2020', null],
    ['', null],
    ['１２３', null],
    ['ÄB123', null],
  ])('%j -> %j', (text, stock) => {
    expect(stockNumberQuery(text)).toBe(stock);
  });
});

describe('ignored keys', () => {
  it('lists unknown keys and unusable values once, but not empty form fields', () => {
    const { ignored } = parse('utm_source=a&utm_source=b&gclid=x&make=&price=abc&sort=bad&page=0&query=&hitsPerPage=500');
    expect(ignored).toEqual(['utm_source', 'gclid', 'price', 'sort', 'page', 'hitsPerPage']);
  });

  it('is bounded whatever is sent', () => {
    const params = Array.from({ length: 500 }, (_, i): [string, string] => [`k${i}${'z'.repeat(300)}`, 'v']);
    const { ignored } = parseSearchParams(params);
    expect(ignored.length).toBeLessThanOrEqual(50);
    expect(Math.max(...ignored.map((k) => k.length))).toBeLessThanOrEqual(100);
  });
});

describe('inputs', () => {
  it('accepts a query string, URLSearchParams, pairs and a Next searchParams record alike', () => {
    const expected = [
      ['make', 'Toyota'],
      ['make', 'Mazda'],
      ['page', '2'],
    ];
    expect(toParamPairs('?make=Toyota&make=Mazda&page=2')).toEqual(expected);
    expect(toParamPairs(new URLSearchParams('make=Toyota&make=Mazda&page=2'))).toEqual(expected);
    expect(toParamPairs({ make: ['Toyota', 'Mazda'], page: '2', body: undefined })).toEqual(expected);
  });

  it('never throws on junk', () => {
    const junk = ['%', '%E0%A4%A', '&&&==&', '=x', 'make', '__proto__=1&constructor=2', 'price=%00', `query=${'%F0%9F'.repeat(50)}`];
    for (const qs of junk) expect(() => parse(qs)).not.toThrow();
    expect(parse('__proto__=1&constructor=2').query).toEqual(EMPTY_QUERY);
  });
});

describe('normaliseSearchQuery', () => {
  it('brings a hand-built state to the parsed form', () => {
    const state: SearchQuery = {
      filters: { make: ['Toyota', ' Mazda', 'Toyota', '"Kia"', ''], body: [] },
      ranges: { price: { min: 40000, max: 10000 }, km: { min: null, max: null }, year: { min: 2020.5, max: null } },
      query: '  hilux  sr5 ',
      sort: 'bogus' as SearchQuery['sort'],
      page: 0,
      hitsPerPage: 1000,
    };
    expect(normaliseSearchQuery(state)).toEqual({
      filters: { make: ['Kia', 'Mazda', 'Toyota'] },
      ranges: { price: { min: 10000, max: 40000 } },
      query: 'hilux sr5',
      sort: 'newest',
      page: 1,
      hitsPerPage: 21,
    });
  });

  it('is what parsing gives', () => {
    const parsed = parse('make=Toyota&make=Kia&price=%3C20000&query=x&page=3&sort=km_asc').query;
    expect(normaliseSearchQuery(parsed)).toEqual(parsed);
  });
});
