import { describe, expect, it } from 'vitest';
import { FALLBACK_SEARCH_PATH, defaultSearchPath } from './search-path';
import { BODY_TYPES, SEARCH_ROUTES, parseSearchPath, pathnameSegments, type ParsedSearchPath, type SearchPreset } from './paths';
import { TEST_MAKES } from './test-makes';

const seg = (path: string) => path.split('/');
const filters = (f: SearchPreset['filters']): SearchPreset => ({ filters: f, ranges: {} });
const none: SearchPreset = { filters: {}, ranges: {} };

describe('SPEC 2 search routes', () => {
  it.each<[string, SearchPreset]>([
    ['/search/new-used-and-demo-cars', none],
    ['/search/used-cars', filters({ car_type: ['used'] })],
    ['/search/new-and-demo-cars', filters({ car_type: ['demo', 'new'] })],
    ['/search/new-cars', filters({ car_type: ['new'] })],
    ['/search/demo-cars', filters({ car_type: ['demo'] })],
    ['/search/our-cars', none],
    ['/search/new-used-and-demo-trucks', filters({ item_type: ['truck'] })],
    ['/search/new-and-used-motorcycles', filters({ car_type: ['new', 'used'], item_type: ['motorcycle'] })],
    ['/search/rv-vehicles', filters({ item_type: ['rv'] })],
    ['/search/subscription-cars', { filters: {}, ranges: { subscription_price: { min: 1, max: null } } }],
    ['/search/rental-cars', filters({ categories: ['Rental'] })],
    ['/find/rental-cars', filters({ categories: ['Rental'] })],
    ['/pre-owned', filters({ car_type: ['used'] })],
    ['/search/pre-owned', filters({ car_type: ['used'] })],
  ])('%s', (path, preset) => {
    expect(parseSearchPath(seg(path), TEST_MAKES)).toEqual({ kind: 'search', basePath: path, preset });
  });

  it.each(BODY_TYPES.map((b) => [b]))('/search/%s is a body search', (body) => {
    expect(parseSearchPath(['search', body], TEST_MAKES)).toEqual({
      kind: 'search',
      basePath: `/search/${body}`,
      preset: filters({ body: [body] }),
      body,
    });
  });

  it('the fallback and every configurable default resolve', () => {
    expect(parseSearchPath(seg(FALLBACK_SEARCH_PATH), []).kind).toBe('search');
    for (const configured of ['used-cars', 'search/rv-vehicles', '/new-and-used-motorcycles', 'pre-owned']) {
      expect(parseSearchPath(seg(defaultSearchPath({ defaultSearchPath: configured })), []).kind).toBe('search');
    }
  });

  it('hands out copies, so a caller cannot change the table', () => {
    const first = parseSearchPath(seg('/search/used-cars'), []);
    if (first.kind !== 'search') throw new Error('expected a search');
    first.preset.filters.car_type?.push('new');
    expect(parseSearchPath(seg('/search/used-cars'), [])).toMatchObject({ preset: filters({ car_type: ['used'] }) });
    expect(SEARCH_ROUTES.find((r) => r.path === '/search/used-cars')?.preset.filters.car_type).toEqual(['used']);
  });
});

describe('make and model paths', () => {
  it.each<[string, ParsedSearchPath]>([
    ['/search/toyota', { kind: 'search', basePath: '/search/toyota', preset: filters({ make: ['Toyota'] }), make: 'Toyota' }],
    [
      '/search/toyota/hilux',
      { kind: 'search', basePath: '/search/toyota/hilux', preset: filters({ make: ['Toyota'], model: ['HiLux'] }), make: 'Toyota', model: 'HiLux' },
    ],
    [
      '/search/land-rover/defender',
      {
        kind: 'search',
        basePath: '/search/land-rover/defender',
        preset: filters({ make: ['Land Rover'], model: ['Defender'] }),
        make: 'Land Rover',
        model: 'Defender',
      },
    ],
    ['/search/Toyota/HiLux/', { kind: 'search', basePath: '/search/toyota/hilux', preset: filters({ make: ['Toyota'], model: ['HiLux'] }), make: 'Toyota', model: 'HiLux' }],
    // fixed routes and bodies win over a make with the same slug
    ['/search/ute', { kind: 'search', basePath: '/search/ute', preset: filters({ body: ['ute'] }), body: 'ute' }],
  ])('%s', (path, expected) => {
    expect(parseSearchPath(seg(path), TEST_MAKES)).toEqual(expected);
  });

  it.each([
    ['unknown make', '/search/tesla'],
    ['unknown model', '/search/toyota/camry'],
    ['model of another make', '/search/toyota/cx-5'],
    ['a body takes no model', '/search/suv/hilux'],
    ['too deep', '/search/toyota/hilux/sr5'],
    ['bare /search', '/search'],
    ['root', '/'],
    ['not a search path', '/cars/toyota'],
    ['not a slug', '/search/toy ota'],
    ['not a slug', '/search/toyota--'],
    ['not a slug', "/search/toyota';drop"],
    ['rental only under /find', '/find/used-cars'],
    ['huge slug', `/search/${'a'.repeat(5000)}`],
  ])('%s: %s is not found', (_name, path) => {
    expect(parseSearchPath(seg(path), TEST_MAKES)).toEqual({ kind: 'not-found' });
  });

  it('an empty make list finds no make pages but every fixed route', () => {
    expect(parseSearchPath(seg('/search/toyota'), [])).toEqual({ kind: 'not-found' });
    expect(parseSearchPath(seg('/search/suv'), []).kind).toBe('search');
  });
});

describe('SPEC 2 location-specific used-car paths', () => {
  const places = [
    { name: 'Harbour Toyota Dealership', slug: 'dealership', city: 'Camperdown' },
    { name: 'Harbour Toyota Service Centre', slug: 'service-centre', city: 'Camperdown' },
    { name: 'Harbour Toyota Surry Hills', slug: 'surry-hills-yard', city: 'Surry Hills' },
    { name: 'Town Named Like A Slug', slug: 'odd', city: 'Dealership' },
  ];
  it.each<[string, string, ParsedSearchPath]>([
    [
      "a location's slug: that location's used cars",
      '/search/used-cars/dealership',
      { kind: 'search', basePath: '/search/used-cars/dealership', preset: filters({ car_type: ['used'], location_name: ['Harbour Toyota Dealership'] }), place: 'Harbour Toyota Dealership' },
    ],
    [
      'a town: the used cars of every location there',
      '/search/used-cars/camperdown',
      { kind: 'search', basePath: '/search/used-cars/camperdown', preset: filters({ car_type: ['used'], city: ['Camperdown'] }), place: 'Camperdown' },
    ],
    [
      'a town of two words, in any case',
      '/search/Used-Cars/Surry-Hills/',
      { kind: 'search', basePath: '/search/used-cars/surry-hills', preset: filters({ car_type: ['used'], city: ['Surry Hills'] }), place: 'Surry Hills' },
    ],
  ])('%s: %s', (_name, path, expected) => {
    expect(parseSearchPath(seg(path), TEST_MAKES, places)).toEqual(expected);
  });

  it("a location's own slug wins over a town of the same name", () => {
    expect(parseSearchPath(seg('/search/used-cars/dealership'), TEST_MAKES, places)).toMatchObject({ place: 'Harbour Toyota Dealership' });
  });

  it.each([
    ['a place the site does not have', '/search/used-cars/brisbane'],
    ['no deeper path', '/search/used-cars/camperdown/toyota'],
    ['only used cars have location paths', '/search/new-cars/camperdown'],
    ['not a slug', '/search/used-cars/camper down'],
  ])('%s: %s is not found', (_name, path) => {
    expect(parseSearchPath(seg(path), TEST_MAKES, places)).toEqual({ kind: 'not-found' });
  });

  it('a site without locations has no location paths', () => {
    expect(parseSearchPath(seg('/search/used-cars/camperdown'), TEST_MAKES)).toEqual({ kind: 'not-found' });
  });
});

describe('pathnameSegments', () => {
  it.each<[string, string[] | null]>([
    ['/search/toyota/hilux', ['search', 'toyota', 'hilux']],
    ['/search/toyota/?page=2', ['search', 'toyota']],
    ['//search//land%2Drover', ['search', 'land-rover']],
    ['/search/%E0%A4%A', null],
    ['', []],
  ])('%j', (pathname, segments) => {
    expect(pathnameSegments(pathname)).toEqual(segments);
  });
});
