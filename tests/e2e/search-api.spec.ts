import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get } from '../support/http';

const SITE = 'summit-auto-group';
const HIT_FIELDS = [
  'id', 'slug', 'name', 'make', 'model', 'year', 'km', 'price', 'car_type', 'status', 'sold', 'reserved', 'tag',
  'created_at_timestamp', 'sold_date_timestamp', 'primary_image_url', 'body', 'fuel', 'drive', 'transmission', 'colour',
  'seats', 'state', 'city', 'location_name', 'dealership_name',
];

type Answer = {
  hits: Record<string, unknown>[];
  facets: Record<string, Record<string, number>>;
  facetStats: Record<string, { min: number; max: number }>;
  count: number;
  ms: number;
  page: number;
  pages: number;
  hitsPerPage: number;
};

async function search(query: string): Promise<{ status: number; body: Answer }> {
  const answer = await get(`${baseOrigin(SITE)}/api/search?${query}`);
  return { status: answer.status, body: JSON.parse(answer.body) as Answer };
}

test('GET /api/search answers the documented shape with disjunctive facets', async () => {
  const all = await search('');
  expect(all.status).toBe(200);
  expect(Object.keys(all.body).sort()).toEqual(['count', 'facetStats', 'facets', 'hits', 'hitsPerPage', 'ms', 'page', 'pages']);
  expect(all.body.hitsPerPage).toBe(21);
  expect(all.body.hits).toHaveLength(21);
  for (const field of HIT_FIELDS) expect(all.body.hits[0], field).toHaveProperty(field);
  expect(all.body.facetStats.price!.min).toBeLessThanOrEqual(all.body.facetStats.price!.max);

  const kia = await search('make=Kia');
  const kiaOrMazda = await search('make=Kia&make=Mazda');
  expect(kia.body.count).toBe(all.body.facets.make!.Kia);
  expect(kiaOrMazda.body.count).toBe(all.body.facets.make!.Kia! + all.body.facets.make!.Mazda!);
  // Choosing Kia still shows how many Mazdas there are.
  expect(kia.body.facets.make!.Mazda).toBe(all.body.facets.make!.Mazda);
  expect(kia.body.hits.every((h) => h.make === 'Kia')).toBe(true);

  const ranged = await search('price=10000..30000&year=>=2020&sort=price_asc&hitsPerPage=50');
  const prices = ranged.body.hits.map((h) => h.price as number);
  expect(prices.every((p) => p >= 10000 && p <= 30000)).toBe(true);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));
  expect(ranged.body.hits.every((h) => (h.year as number) >= 2020)).toBe(true);

  const raw = await search('price=<20000');
  expect(raw.body.hits.every((h) => (h.price as number) < 20000)).toBe(true);
  const quoted = await search('make=%22Kia%22');
  expect(quoted.body.count).toBe(kia.body.count);
});

test('GET /api/search/car-types keeps the three counts, of cars still for sale (issue 26: sold cars are in no total)', async () => {
  const answer = await get(`${baseOrigin(SITE)}/api/search/car-types`);
  expect(answer.status).toBe(200);
  const counts = JSON.parse(answer.body) as Record<string, number>;
  expect(Object.keys(counts).sort()).toEqual(['demo', 'new', 'used']);
  const forSale = await search('status=in_stock&status=coming_soon');
  expect(counts.new! + counts.used! + counts.demo!).toBe(forSale.body.count);
});

/** A small deterministic generator of hostile query strings. */
function* hostileQueries(): Generator<string> {
  const keys = ['make', 'model', 'price', 'year', 'km', 'page', 'hitsPerPage', 'sort', 'query', 'body', 'unknown', 'created_at_timestamp', '', 'price<', '__proto__', 'constructor'];
  const values = [
    '', '-1', '0', '1e9', '999999999999999999999', 'NaN', 'Infinity', '..', '5..', '..5', '10..5', '<', '>=', '<=abc', '>>5',
    "'; drop table cars; --", '" OR 1=1 --', '%', '%25', '_', '\\', '\u0000', '\u202e', '😀', 'a'.repeat(5000), '1,000', '0x10',
    'price<20000', '<script>alert(1)</script>', '../../etc/passwd', '%E0%A4%A', '{}', '[]', 'null', 'true',
  ];
  let seed = 7;
  const next = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };
  for (let i = 0; i < 150; i++) {
    const pairs = Array.from({ length: 1 + next(5) }, () => `${encodeURIComponent(keys[next(keys.length)]!)}=${encodeURIComponent(values[next(values.length)]!)}`);
    yield pairs.join('&');
  }
  yield 'page=-1';
  yield 'page=1e9';
  yield 'price=abc&year=<>&km=..&page=01';
  yield '%zz=%zz';
}

test('any query string at all gives 200 JSON or a page, never a server error', async () => {
  for (const qs of hostileQueries()) {
    const api = await get(`${baseOrigin(SITE)}/api/search?${qs}`);
    expect(api.status, qs).toBe(200);
    const body = JSON.parse(api.body) as Answer;
    expect(body.count, qs).toBeGreaterThanOrEqual(0);
    expect(body.hits.length, qs).toBeLessThanOrEqual(100);
    const page = await get(`${baseOrigin(SITE)}/search/new-used-and-demo-cars?${qs}`);
    expect([200, 307, 404], `${qs} -> ${page.status}`).toContain(page.status);
    expect(page.body).not.toMatch(/at \w+ \(|node_modules|Error:/);
  }
});

test('search pages: unknown make is 404, a form submission lands on the canonical URL', async () => {
  expect((await get(`${baseOrigin(SITE)}/search/no-such-make`)).status).toBe(404);
  expect((await get(`${baseOrigin(SITE)}/search/kia/no-such-model`)).status).toBe(404);
  const submitted = await get(`${baseOrigin(SITE)}/search/new-used-and-demo-cars?make=Kia&body=suv&page=1`);
  expect(submitted.status).toBe(307);
  expect(submitted.headers.location).toBe('/search/kia?body=suv');
  const landing = await get(`${baseOrigin(SITE)}/search/kia/sportage`);
  expect(landing.status).toBe(200);
  expect(landing.body).toMatch(/<title>[^<]*Kia Sportage[^<]*<\/title>/);
  expect(landing.body).toContain('rel="canonical"');
  expect(landing.body).not.toContain('noindex');
});
