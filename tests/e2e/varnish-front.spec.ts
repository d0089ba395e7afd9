import { expect, test } from '@playwright/test';
import { baseOrigin, frontOrigin, frontPurgeToken, stockApiToken } from '../../playwright.config';
import { varnishInstalled } from '../../scripts/front/varnish';
import { get, send, type HttpAnswer } from '../support/http';

/**
 * Varnish in front of the app (deploy/varnish/forecourt.vcl, started for the run by
 * tests/support/varnish-front.ts): stored pages are served from its store until a stock change
 * purges their tags, and nothing a shopper owns, or another Host's page, ever comes from it.
 */
test.skip(!varnishInstalled(), 'varnishd is not installed (CI installs Debian varnish)');

const SITE = 'harbour-toyota';
const OTHER = 'redline-motors';

type Hit = { id: number; slug: string; price: number };
const aud = (amount: number) => `$${amount.toLocaleString('en-AU')}`;
const cached = (answer: HttpAnswer) => answer.headers['x-cache'];
const withHeaders = (url: string, headers: Record<string, string>) => send('GET', url, { headers });

function patchCar(id: number, body: unknown) {
  return send('PATCH', `${baseOrigin()}/api/v1/cars/${id}`, {
    headers: { 'content-type': 'application/json', authorization: `Bearer ${stockApiToken}` },
    body: JSON.stringify(body),
  });
}

/** A priced in-stock car away from the ones other specs change. */
async function quietCar(page = 3): Promise<Hit> {
  const answer = JSON.parse((await get(`${baseOrigin(SITE)}/api/search?status=in_stock&sort=price_desc&page=${page}`)).body) as { hits: Hit[] };
  return answer.hits.find((h) => h.price > 1_000)!;
}

async function siteId(slug: string): Promise<number> {
  const sites = JSON.parse((await get(`${baseOrigin()}/api/v1/websites.json`)).body) as { id: number; slug: string }[];
  return sites.find((s) => s.slug === slug)!.id;
}

/** Asks until Varnish answers from its store (the first answer fills it). */
async function stored(url: string): Promise<HttpAnswer> {
  await get(url);
  const again = await get(url);
  expect(cached(again), url).toBe('HIT');
  return again;
}

test('the app tags stored pages for the front and keeps the rest private', async () => {
  const car = await quietCar();
  const id = await siteId(SITE);
  const page = await get(`${baseOrigin(SITE)}/cars/${car.slug}`);
  expect(page.headers['surrogate-key']).toBe(`car:${car.slug} site:${id} stock:${id}`);
  expect(page.headers['cache-tag']).toBe(`car:${car.slug},site:${id},stock:${id}`);
  expect(page.headers['cache-control']).toBe('public, max-age=0, s-maxage=300');
  expect((await get(`${baseOrigin(SITE)}/search/new-used-and-demo-cars`)).headers['surrogate-key']).toBe(`site:${id} stock:${id}`);

  const signedIn = await withHeaders(`${baseOrigin(SITE)}/cars/${car.slug}`, { cookie: 'fc_session=anything' });
  expect(signedIn.headers['cache-control']).toBe('private, no-store');
  expect(signedIn.headers['surrogate-key']).toBeUndefined();
  for (const path of ['/search/new-used-and-demo-cars?sort=price_asc', '/api/search', '/sign-in']) {
    const answer = await get(`${baseOrigin(SITE)}${path}`);
    expect(answer.headers['surrogate-key'], path).toBeUndefined();
    expect(answer.headers['cache-control'], path).toMatch(/private|no-store/);
  }
});

test('a stored car page is served by Varnish, and its Age grows', async () => {
  const car = await quietCar();
  const url = `${frontOrigin(SITE)}/cars/${car.slug}`;
  const first = await stored(url);
  expect(first.status).toBe(200);
  expect(first.body).toContain(aud(car.price));
  expect(first.headers['surrogate-key']).toBeUndefined();
  // Varnish counts Age in whole seconds of its own clock: ask until it has grown by two.
  await expect
    .poll(async () => {
      const later = await get(url);
      expect(cached(later)).toBe('HIT');
      return Number(later.headers.age);
    }, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(Number(first.headers.age) + 2);
});

test('a price change through the stock API is visible through Varnish on the next request', async () => {
  const car = await quietCar();
  const url = `${frontOrigin(SITE)}/cars/${car.slug}`;
  const listing = `${frontOrigin(SITE)}/search/new-used-and-demo-cars`;
  await stored(url);
  await stored(listing);
  const newPrice = car.price + 1_357;
  try {
    expect((await patchCar(car.id, { price: newPrice })).status).toBe(200);
    const after = await get(url);
    expect(cached(after)).toBe('MISS');
    expect(after.body).toContain(aud(newPrice));
    expect(after.body).not.toContain(aud(car.price));
    expect(cached(await get(listing))).toBe('MISS');
    expect(cached(await get(url))).toBe('HIT');
  } finally {
    expect((await patchCar(car.id, { price: car.price })).status).toBe(200);
  }
  expect((await get(url)).body).toContain(aud(car.price));
});

test('a request with a session cookie or a query string is never served from the store', async () => {
  const car = await quietCar();
  const url = `${frontOrigin(SITE)}/cars/${car.slug}`;
  await stored(url);
  for (let i = 0; i < 2; i++) {
    for (const cookie of ['fc_session=abc', '_ga=GA1.1.1; fc_session=abc', 'anything=else']) {
      const answer = await withHeaders(url, { cookie });
      expect(cached(answer), cookie).toBe('MISS');
      expect(answer.headers.age, cookie).toBe('0');
    }
    for (const query of ['?utm_source=mail', '?_rsc=abc']) expect(cached(await get(`${url}${query}`)), query).toBe('MISS');
    expect(cached(await get(`${frontOrigin(SITE)}/search/new-used-and-demo-cars?sort=price_asc`))).toBe('MISS');
  }
  // Analytics cookies are never read by the app and do not make a request the shopper's own.
  expect(cached(await withHeaders(url, { cookie: '_ga=GA1.1.1; _gid=GA1.2.3' }))).toBe('HIT');
  // Nor do the visitor ids every returning visitor carries (decision 026).
  expect(cached(await withHeaders(url, { cookie: 'fc_anon=5f0c6b3e-0d7a-4c1e-9a7b-2f6d8e1c4a90; fc_visit=0b9e2d4c-6a1f-4e3b-8c5d-7f2a1e9b3c60' }))).toBe('HIT');
});

test("one Host's stored page is never served for another Host", async () => {
  const home = await stored(`${frontOrigin(SITE)}/`);
  const other = await get(`${frontOrigin(OTHER)}/`);
  expect(other.status).toBe(200);
  expect(other.body).not.toBe(home.body);
  const names = (body: string) => /<title>([^<]*)<\/title>/.exec(body)?.[1];
  expect(names(other.body)).not.toBe(names(home.body));
  // The same car URL on another dealer's Host is that Host's answer (not found), not the stored page.
  const car = await quietCar();
  await stored(`${frontOrigin(SITE)}/cars/${car.slug}`);
  expect((await get(`${frontOrigin(OTHER)}/cars/${car.slug}`)).status).toBe(404);
});

test('only an allowed purger with the token may purge, and only well-formed tags', async () => {
  const purge = (headers: Record<string, string>) => send('PURGE', `${frontOrigin()}/`, { headers });
  expect((await purge({ 'surrogate-key': 'stock:1' })).status).toBe(403);
  expect((await purge({ 'surrogate-key': 'stock:1', authorization: 'Bearer wrong' })).status).toBe(403);
  const auth = { authorization: `Bearer ${frontPurgeToken}` };
  expect((await purge({ ...auth, 'surrogate-key': 'stock:1|.*' })).status).toBe(400);
  expect((await purge({ ...auth })).status).toBe(400);

  const car = await quietCar();
  const url = `${frontOrigin(SITE)}/cars/${car.slug}`;
  await stored(url);
  expect((await purge({ ...auth, 'surrogate-key': `car:${car.slug}` })).status).toBe(200);
  expect(cached(await get(url))).toBe('MISS');
});
