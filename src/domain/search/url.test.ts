import { describe, expect, it } from 'vitest';
import { FALLBACK_SEARCH_PATH } from './search-path';
import { MAX_PAGE, normaliseSearchQuery, type SearchDefaults } from './parse';
import { BODY_TYPES, SEARCH_ROUTES, parseSearchPath, type SearchPathMatch } from './paths';
import { TEST_MAKES } from './test-makes';
import { EMPTY_QUERY, MAX_HITS_PER_PAGE, SORTS, type Range, type SearchQuery } from './search-query';
import { apiQueryString, canonicalSearchPath, canonicalSearchUrl, fromSearchUrl, toSearchUrl, type SearchUrlContext } from './url';

const ctx: SearchUrlContext = { defaultSearchPath: FALLBACK_SEARCH_PATH, knownMakes: TEST_MAKES };
const state = (over: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...over });

function read(url: string, makes = TEST_MAKES, defaults?: SearchDefaults) {
  const [pathname = '', search = ''] = url.split('?');
  const result = fromSearchUrl(pathname, search, makes, defaults);
  if (result.kind !== 'search') throw new Error(`${url} did not read back`);
  return result;
}

describe('canonical URLs', () => {
  it.each<[string, Partial<SearchQuery>, string]>([
    ['empty state: the default search path', {}, '/search/new-used-and-demo-cars'],
    ['SPEC 2: page omitted when 1', { page: 1 }, '/search/new-used-and-demo-cars'],
    ['page kept above 1', { page: 2 }, '/search/new-used-and-demo-cars?page=2'],
    ['one make', { filters: { make: ['Toyota'] } }, '/search/toyota'],
    ['one make and one of its models', { filters: { make: ['Toyota'], model: ['HiLux'] } }, '/search/toyota/hilux'],
    ['a make name with a space', { filters: { make: ['Land Rover'], model: ['Defender'] } }, '/search/land-rover/defender'],
    ['two models stay in the query', { filters: { make: ['Toyota'], model: ['HiLux', 'Corolla'] } }, '/search/toyota?model=Corolla&model=HiLux'],
    ['a model of another make', { filters: { make: ['Toyota'], model: ['CX-5'] } }, '/search/toyota?model=CX-5'],
    ['an unknown make', { filters: { make: ['Tesla'] } }, '/search/new-used-and-demo-cars?make=Tesla'],
    ['make wins over body', { filters: { make: ['Toyota'], body: ['suv'] } }, '/search/toyota?body=suv'],
    ['two makes', { filters: { make: ['Toyota', 'Mazda'] } }, '/search/new-used-and-demo-cars?make=Mazda&make=Toyota'],
    ['one body', { filters: { body: ['suv'] } }, '/search/suv'],
    ['a body outside the list', { filters: { body: ['people-mover'] } }, '/search/new-used-and-demo-cars?body=people-mover'],
    ['two bodies', { filters: { body: ['suv', 'ute'] } }, '/search/new-used-and-demo-cars?body=suv&body=ute'],
    ['make whose slug is a body has no page of its own', { filters: { make: ['Ute Co'] } }, '/search/new-used-and-demo-cars?make=Ute+Co'],
    ['condition route', { filters: { car_type: ['used'] } }, '/search/used-cars'],
    ['condition route, values in any order', { filters: { car_type: ['new', 'demo'] } }, '/search/new-and-demo-cars'],
    ['condition route plus refinements', { filters: { car_type: ['used'], fuel: ['Diesel'] }, sort: 'price_asc' }, '/search/used-cars?fuel=Diesel&sort=price_asc'],
    ['no route for new and used cars', { filters: { car_type: ['new', 'used'] } }, '/search/new-used-and-demo-cars?car_type=new&car_type=used'],
    ['used Toyota HiLux', { filters: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } }, '/search/toyota/hilux?car_type=used'],
    ['subscription', { ranges: { subscription_price: { min: 1, max: null } } }, '/search/subscription-cars'],
    ['a narrower subscription range', { ranges: { subscription_price: { min: 1, max: 200 } } }, '/search/new-used-and-demo-cars?subscription_price=1..200'],
    ['rental', { filters: { categories: ['Rental'] } }, '/search/rental-cars'],
    ['truck on a cars site has no route', { filters: { item_type: ['truck'] } }, '/search/new-used-and-demo-cars?item_type=truck'],
    [
      'keys alphabetical, values sorted, text, sort, hitsPerPage and page last',
      {
        filters: { make: ['Toyota', 'Mazda'], colour: ['White'] },
        ranges: { price: { min: 10000, max: null }, year: { min: null, max: 2022 } },
        query: 'sunroof',
        sort: 'km_asc',
        page: 3,
        hitsPerPage: 50,
      },
      '/search/new-used-and-demo-cars?colour=White&make=Mazda&make=Toyota&price=10000..&year=..2022&query=sunroof&sort=km_asc&hitsPerPage=50&page=3',
    ],
    ['awkward characters are encoded', { filters: { colour: ['Black & White'], badge: ['50/50 +'] } }, '/search/new-used-and-demo-cars?badge=50%2F50+%2B&colour=Black+%26+White'],
  ])('%s', (_name, over, url) => {
    expect(canonicalSearchUrl(state(over), ctx)).toBe(url);
  });

  it.each<[string, SearchUrlContext, Partial<SearchQuery>, string]>([
    ['a used-only site: its default is the used route', { ...ctx, defaultSearchPath: '/search/used-cars' }, { filters: { car_type: ['used'] } }, '/search/used-cars'],
    ['a default of /search/our-cars keeps the empty state', { ...ctx, defaultSearchPath: '/search/our-cars' }, {}, '/search/our-cars'],
    ['pre-owned template default', { ...ctx, defaultSearchPath: '/search/pre-owned' }, { filters: { car_type: ['used'] } }, '/search/pre-owned'],
    [
      'a trucks site keeps refinements on its route',
      { ...ctx, defaultSearchPath: '/search/new-used-and-demo-trucks', stockKind: 'trucks' },
      { filters: { item_type: ['truck'], car_type: ['used'] } },
      '/search/new-used-and-demo-trucks?car_type=used',
    ],
    [
      'a motorcycle site',
      { ...ctx, defaultSearchPath: '/search/new-and-used-motorcycles', stockKind: 'motorcycles' },
      { filters: { item_type: ['motorcycle'], car_type: ['used', 'new'] }, page: 2 },
      '/search/new-and-used-motorcycles?page=2',
    ],
    [
      'a default the state has left falls back',
      { ...ctx, defaultSearchPath: '/search/used-cars' },
      { filters: { car_type: ['new', 'used'] } },
      '/search/new-used-and-demo-cars?car_type=new&car_type=used',
    ],
    ['a broken configured default is skipped', { ...ctx, defaultSearchPath: '/search/nonsense' }, {}, '/search/new-used-and-demo-cars'],
    ['custom rank default sort is omitted', { ...ctx, defaults: { sort: 'rank' } }, { sort: 'rank' }, '/search/new-used-and-demo-cars'],
    ['and newest is then written', { ...ctx, defaults: { sort: 'rank' } }, { sort: 'newest' }, '/search/new-used-and-demo-cars?sort=newest'],
    ['a site page size of 100 is omitted', { ...ctx, defaults: { hitsPerPage: 100 } }, { hitsPerPage: 100 }, '/search/new-used-and-demo-cars'],
  ])('%s', (_name, context, over, url) => {
    const query = normaliseSearchQuery(state(over), context.defaults);
    expect(canonicalSearchUrl(query, context)).toBe(url);
    expect(read(url, TEST_MAKES, context.defaults).query).toEqual(query);
  });
});

describe('canonical location-specific used-car paths', () => {
  const places = [
    { name: 'Harbour Toyota Dealership', slug: 'dealership', city: 'Camperdown' },
    { name: 'Harbour Toyota Surry Hills', slug: 'surry-hills-yard', city: 'Surry Hills' },
  ];
  const placed: SearchUrlContext = { ...ctx, knownLocations: places };
  it.each<[string, Partial<SearchQuery>, string]>([
    ['used cars in one town', { filters: { car_type: ['used'], city: ['Surry Hills'] } }, '/search/used-cars/surry-hills'],
    ['used cars at one location', { filters: { car_type: ['used'], location_name: ['Harbour Toyota Dealership'] } }, '/search/used-cars/dealership'],
    ['refinements stay in the query', { filters: { car_type: ['used'], city: ['Camperdown'], fuel: ['Diesel'] } }, '/search/used-cars/camperdown?fuel=Diesel'],
    ['a make still wins', { filters: { car_type: ['used'], city: ['Camperdown'], make: ['Toyota'] } }, '/search/toyota?car_type=used&city=Camperdown'],
    ['new cars in a town have no path', { filters: { car_type: ['new'], city: ['Camperdown'] } }, '/search/new-cars?city=Camperdown'],
    ['a town the site does not have', { filters: { car_type: ['used'], city: ['Brisbane'] } }, '/search/used-cars?city=Brisbane'],
  ])('%s', (_name, over, url) => {
    expect(canonicalSearchUrl(state(over), placed)).toBe(url);
    const [pathname = '', search = ''] = url.split('?');
    const back = fromSearchUrl(pathname, search, TEST_MAKES, undefined, places);
    expect(back.kind === 'search' && canonicalSearchUrl(back.query, placed)).toBe(url);
  });

  it('a car site only: a truck site keeps its own route', () => {
    expect(canonicalSearchUrl(state({ filters: { car_type: ['used'], city: ['Camperdown'] } }), { ...placed, stockKind: 'trucks' })).toBe(
      '/search/new-used-and-demo-cars?car_type=used&city=Camperdown',
    );
  });
});

describe('toSearchUrl on a given route', () => {
  const on = (path: string) => {
    const parsed = parseSearchPath(path.split('/'), TEST_MAKES);
    if (parsed.kind !== 'search') throw new Error(path);
    return parsed;
  };

  it.each<[string, string, Partial<SearchQuery>, string]>([
    ['preset values are not repeated', '/search/used-cars', { filters: { car_type: ['used'], make: ['Toyota'] } }, '/search/used-cars?make=Toyota'],
    ['extra values of a preset key are written', '/search/used-cars', { filters: { car_type: ['demo', 'used'] } }, '/search/used-cars?car_type=demo'],
    ['a state without the preset moves to the fallback', '/search/used-cars', { filters: { car_type: ['new'] } }, '/search/new-used-and-demo-cars?car_type=new'],
    ['a second make on a make page', '/search/toyota', { filters: { make: ['Mazda', 'Toyota'] } }, '/search/toyota?make=Mazda'],
    ['the alias route is kept', '/find/rental-cars', { filters: { categories: ['Rental'] }, page: 4 }, '/find/rental-cars?page=4'],
    ['a narrower preset range is written', '/search/subscription-cars', { ranges: { subscription_price: { min: 1, max: 150 } } }, '/search/subscription-cars?subscription_price=1..150'],
    ['a wider range cannot stay on the route', '/search/subscription-cars', { ranges: { subscription_price: { min: 0, max: 150 } } }, '/search/new-used-and-demo-cars?subscription_price=0..150'],
  ])('%s', (_name, path, over, url) => {
    const route = on(path);
    expect(toSearchUrl(state(over), route.basePath, route.preset)).toBe(url);
    expect(read(url).query).toEqual(normaliseSearchQuery(state(over)));
  });
});

describe('fromSearchUrl', () => {
  it('merges the path preset into the query', () => {
    expect(read('/search/toyota/hilux?car_type=used&price=..40000&page=2')).toEqual({
      kind: 'search',
      query: state({ filters: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] }, ranges: { price: { min: null, max: 40000 } }, page: 2 }),
      path: {
        kind: 'search',
        basePath: '/search/toyota/hilux',
        preset: { filters: { make: ['Toyota'], model: ['HiLux'] }, ranges: {} },
        make: 'Toyota',
        model: 'HiLux',
      },
      ignored: [],
    });
  });

  it('adds query values to the preset (OR within a facet) and intersects ranges', () => {
    expect(read('/search/used-cars?car_type=demo').query.filters.car_type).toEqual(['demo', 'used']);
    expect(read('/search/subscription-cars?subscription_price=..200').query.ranges).toEqual({ subscription_price: { min: 1, max: 200 } });
  });

  it('a query range outside the path range cannot widen it', () => {
    const result = read('/search/subscription-cars?subscription_price=..0');
    expect(result.query.ranges).toEqual({ subscription_price: { min: 1, max: null } });
    expect(result.ignored).toEqual(['subscription_price']);
  });

  it.each(['/search/tesla', '/search/toyota/camry', '/search', '/contact', '/search/%E0%A4%A'])('%s is not found', (path) => {
    expect(fromSearchUrl(path, 'page=2', TEST_MAKES)).toEqual({ kind: 'not-found' });
  });

  it('takes Next.js searchParams records as well', () => {
    expect(fromSearchUrl('/search/suv', { make: ['Mazda', 'Kia'], page: '2' }, TEST_MAKES)).toMatchObject({
      query: { filters: { body: ['suv'], make: ['Kia', 'Mazda'] }, page: 2 },
    });
  });

  it('bad input gives a sensible state, never an exception', () => {
    const result = read('/search/new-used-and-demo-cars?page=1e9&price=%3C&query=%00&sort=x&hitsPerPage=-1&make=%22%22&foo=bar');
    expect(result.query).toEqual(EMPTY_QUERY);
    expect(result.ignored).toEqual(['price', 'foo', 'make', 'sort', 'page', 'hitsPerPage']);
  });
});

/** mulberry32: small, seeded, and the same on every machine. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generator(seed: number) {
  const next = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1));
  const chance = (p: number) => next() < p;
  const pick = <T>(items: readonly T[]): T => items[int(0, items.length - 1)] as T;
  const some = <T>(items: readonly T[], max: number): T[] => Array.from({ length: int(1, max) }, () => pick(items));

  const words = ['White', 'Black & White', 'Diesel', 'a+b', '50/50', 'ÄÖÜ', '日本', '🚗 car', 'x=y', '%20', '#1', 'a?b', '  padded ', '"quoted"', "O'Brien", 'Rental', 'Family SUV'];
  const bounds = [null, 0, 1, 5, 500, 2020, 19999, 250000, -3, 1e12, -1e12];
  const range = (): Range => {
    const min = pick(bounds);
    const max = chance(0.5) ? pick(bounds) : null;
    return { min, max: min === null && max === null ? 7 : max };
  };

  return (): SearchQuery => {
    const filters: SearchQuery['filters'] = {};
    const ranges: SearchQuery['ranges'] = {};
    const make = chance(0.6) ? pick(TEST_MAKES) : undefined;
    if (make) filters.make = chance(0.8) ? [make.name] : [make.name, pick(TEST_MAKES).name, 'Tesla'];
    if (make && make.models.length > 0 && chance(0.6)) filters.model = chance(0.8) ? [pick(make.models).name] : some(make.models, 3).map((m) => m.name);
    if (chance(0.4)) filters.body = chance(0.7) ? [pick(BODY_TYPES)] : some([...BODY_TYPES, 'people-mover'], 3);
    if (chance(0.4)) filters.car_type = some(['new', 'demo', 'used'], 3);
    if (chance(0.2)) filters.item_type = [pick(['car', 'truck', 'motorcycle', 'rv'])];
    if (chance(0.15)) filters.categories = chance(0.6) ? ['Rental'] : some(words, 4);
    if (chance(0.3)) filters.colour = some(words, 5);
    if (chance(0.2)) filters.fuel = some(words, 3);
    if (chance(0.3)) ranges.price = range();
    if (chance(0.2)) ranges.year = range();
    if (chance(0.15)) ranges.subscription_price = chance(0.5) ? { min: 1, max: null } : range();
    if (chance(0.1)) ranges.km = range();
    return {
      filters,
      ranges,
      query: chance(0.3) ? some(words, 4).join(' ') : '',
      sort: pick(SORTS),
      page: chance(0.5) ? 1 : int(1, MAX_PAGE + 5),
      hitsPerPage: chance(0.7) ? 21 : int(0, MAX_HITS_PER_PAGE + 1),
    };
  };
}

describe('round trips over generated states', () => {
  const CASES = 500;
  const contexts: SearchUrlContext[] = [
    ctx,
    { ...ctx, defaultSearchPath: '/search/used-cars', defaults: { sort: 'rank', hitsPerPage: 100 } },
    { ...ctx, defaultSearchPath: '/search/new-used-and-demo-trucks', stockKind: 'trucks' },
    { ...ctx, defaultSearchPath: '/search/toyota' },
  ];

  it.each(contexts.map((c, i) => [i, c] as const))('canonical URL, context %i', (i, context) => {
    const generate = generator(1000 + i);
    for (let n = 0; n < CASES; n += 1) {
      const s = normaliseSearchQuery(generate(), context.defaults);
      const url = canonicalSearchUrl(s, context);
      const back = read(url, context.knownMakes, context.defaults);
      expect(back.query, url).toEqual(s);
      expect(canonicalSearchUrl(back.query, context), url).toBe(url);
      expect(canonicalSearchPath(back.query, context).basePath).toBe(back.path.basePath);
    }
  });

  it('toSearchUrl on any route', () => {
    const generate = generator(7);
    const next = prng(8);
    const routes: SearchPathMatch[] = [
      ...SEARCH_ROUTES.map((r) => r.path),
      ...BODY_TYPES.map((b) => `/search/${b}`),
      '/search/toyota',
      '/search/toyota/hilux',
      '/search/land-rover',
    ].map((path) => {
      const parsed = parseSearchPath(path.split('/'), TEST_MAKES);
      if (parsed.kind !== 'search') throw new Error(path);
      return parsed;
    });
    for (let n = 0; n < CASES; n += 1) {
      const s = normaliseSearchQuery(generate());
      const route = routes[Math.floor(next() * routes.length)] as SearchPathMatch;
      const url = toSearchUrl(s, route.basePath, route.preset);
      const back = read(url);
      expect(back.query, url).toEqual(s);
      expect(toSearchUrl(back.query, back.path.basePath, back.path.preset), url).toBe(url);
      expect(url.includes('page=1&') || url.endsWith('page=1'), url).toBe(false);
    }
  });
});

describe('apiQueryString', () => {
  it.each<[string, SearchQuery, Record<string, string>, string]>([
    ['an empty state is only the extras', EMPTY_QUERY, { hitsPerPage: '1' }, 'hitsPerPage=1'],
    ['filters and ranges as query keys, never as a route', { ...EMPTY_QUERY, filters: { make: ['Toyota'] }, ranges: { price: { min: 10_000, max: 20_000 } } }, {}, 'make=Toyota&price=10000..20000'],
    ['back to page 1, whatever page the state is on', { ...EMPTY_QUERY, page: 5 }, {}, ''],
    ['an extra replaces the same key', { ...EMPTY_QUERY, hitsPerPage: 50 }, { hitsPerPage: '1' }, 'hitsPerPage=1'],
  ])('%s', (_name, state, extra, expected) => {
    expect(apiQueryString(state, extra)).toBe(expected);
  });
});
