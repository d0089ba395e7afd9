import { describe, expect, it } from 'vitest';
import { FALLBACK_SEARCH_PATH } from './search-path';
import { searchSeo, vehicleNounFor } from './seo';
import { TEST_MAKES } from './test-makes';
import { EMPTY_QUERY, type SearchQuery } from './search-query';
import { fromSearchUrl, type SearchUrlContext } from './url';

const ctx: SearchUrlContext = { defaultSearchPath: FALLBACK_SEARCH_PATH, knownMakes: TEST_MAKES };
const state = (over: Partial<SearchQuery>): SearchQuery => ({ ...EMPTY_QUERY, ...over });
const SITE = 'Harbour City Motors';

describe('titles', () => {
  it.each<[string, Partial<SearchQuery>, string, string]>([
    ['nothing selected', {}, 'cars', 'Cars for sale | Harbour City Motors'],
    ['condition', { filters: { car_type: ['new'] } }, 'cars', 'New cars for sale | Harbour City Motors'],
    ['two conditions', { filters: { car_type: ['demo', 'new'] } }, 'cars', 'New and demo cars for sale | Harbour City Motors'],
    ['all three conditions say nothing', { filters: { car_type: ['used', 'new', 'demo'] } }, 'cars', 'Cars for sale | Harbour City Motors'],
    ['make and model', { filters: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] } }, 'cars', 'Used Toyota HiLux for sale | Harbour City Motors'],
    ['make', { filters: { make: ['Toyota'] } }, 'cars', 'Toyota cars for sale | Harbour City Motors'],
    ['two makes are not named', { filters: { make: ['Toyota', 'Mazda'] } }, 'cars', 'Cars for sale | Harbour City Motors'],
    ['body', { filters: { body: ['suv'] } }, 'cars', 'SUVs for sale | Harbour City Motors'],
    ['make and body', { filters: { make: ['Mazda'], body: ['ute'], car_type: ['demo'] } }, 'cars', 'Demo Mazda utes for sale | Harbour City Motors'],
    ['an unlisted body falls back to the noun', { filters: { body: ['people-mover'] } }, 'cars', 'Cars for sale | Harbour City Motors'],
    ['site noun', {}, vehicleNounFor('rvs'), 'RVs for sale | Harbour City Motors'],
    ['item type beats the site noun', { filters: { item_type: ['motorcycle'], car_type: ['new', 'used'] } }, 'cars', 'New and used motorcycles for sale | Harbour City Motors'],
    ['subscription', { ranges: { subscription_price: { min: 1, max: null } } }, 'cars', 'Subscription cars for sale | Harbour City Motors'],
    ['rental', { filters: { categories: ['Rental'] } }, 'cars', 'Rental cars for sale | Harbour City Motors'],
    ['one town', { filters: { car_type: ['used'], city: ['Camperdown'] } }, 'cars', 'Used cars for sale in Camperdown | Harbour City Motors'],
    ['one location', { filters: { car_type: ['used'], location_name: ['Harbour City Motors Yard'] } }, 'cars', 'Used cars for sale at Harbour City Motors Yard | Harbour City Motors'],
    ['two towns are not named', { filters: { city: ['Camperdown', 'Surry Hills'] } }, 'cars', 'Cars for sale | Harbour City Motors'],
    ['page suffix', { filters: { car_type: ['new'] }, page: 2 }, 'cars', 'New cars for sale - Page 2 | Harbour City Motors'],
    ['free text', { query: 'sunroof', page: 3 }, 'cars', 'Cars for sale matching "sunroof" - Page 3 | Harbour City Motors'],
    ['long free text is clipped', { query: 'x'.repeat(120) }, 'cars', `Cars for sale matching "${'x'.repeat(49)}…" | Harbour City Motors`],
  ])('%s', (_name, over, noun, title) => {
    expect(searchSeo(state(over), ctx, SITE, noun).title).toBe(title);
  });

  it('description names the selection and the site', () => {
    expect(searchSeo(state({ filters: { car_type: ['used'], make: ['Toyota'], model: ['HiLux'] }, page: 2 }), ctx, SITE, 'cars').description).toBe(
      'Browse used Toyota HiLux for sale at Harbour City Motors, page 2. Compare prices and features and contact the dealer online.',
    );
  });
});

describe('canonical and robots', () => {
  it.each<[string, string, string, boolean]>([
    ['default search', '/search/new-used-and-demo-cars', '/search/new-used-and-demo-cars', true],
    ['landing page /search/{make}/{model}', '/search/toyota/hilux', '/search/toyota/hilux', true],
    ['used make-model landing page', '/search/toyota/hilux?car_type=used', '/search/toyota/hilux?car_type=used', true],
    ['page kept above 1', '/search/toyota?page=2', '/search/toyota?page=2', true],
    ['page 1 omitted', '/search/toyota?page=1', '/search/toyota', true],
    ['sort and page size are dropped', '/search/suv?sort=price_asc&hitsPerPage=50&page=2', '/search/suv?page=2', true],
    ['a condition route reached another way', '/search/new-used-and-demo-cars?car_type=used', '/search/used-cars', true],
    ['a make reached from a condition route', '/search/used-cars?make=Toyota', '/search/toyota?car_type=used', true],
    ['a body reached from the default', '/search/new-used-and-demo-cars?body=suv', '/search/suv', true],
    ['free text is noindex', '/search/toyota?query=sunroof', '/search/toyota?query=sunroof', false],
    ['two filter keys are indexable', '/search/toyota?body=suv', '/search/toyota?body=suv', true],
    ['more than two filter keys are noindex', '/search/toyota?body=suv&price=..40000', '/search/toyota?body=suv&price=..40000', false],
    ['make and model count as one key', '/search/toyota/hilux?car_type=used&fuel=Diesel', '/search/toyota/hilux?car_type=used&fuel=Diesel', false],
  ])('%s', (_name, url, canonical, index) => {
    const [pathname = '', search = ''] = url.split('?');
    const parsed = fromSearchUrl(pathname, search, TEST_MAKES);
    if (parsed.kind !== 'search') throw new Error(url);
    const seo = searchSeo(parsed.query, ctx, SITE, 'cars');
    expect(seo.canonical).toBe(canonical);
    expect(seo.robots).toEqual({ index, follow: true });
  });

  it('a site with a custom-rank default sort keeps its canonical free of sort', () => {
    const rankCtx = { ...ctx, defaults: { sort: 'rank' as const } };
    expect(searchSeo(state({ sort: 'price_desc' }), rankCtx, SITE, 'cars').canonical).toBe('/search/new-used-and-demo-cars');
  });
});
