import { expect, test } from '@playwright/test';
import { baseOrigin, stockApiToken } from '../../playwright.config';
import { slugify } from '../../src/domain/slug';
import { get, send } from '../support/http';

const SITE = 'harbour-toyota';

type Hit = { id: number; slug: string; make: string; model: string; price: number; km: number; status: string };

const aud = (amount: number) => `$${amount.toLocaleString('en-AU')}`;

function patchCar(id: number | string, body: unknown, token: string | null = stockApiToken) {
  return send('PATCH', `${baseOrigin()}/api/v1/cars/${id}`, {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
}

/** A priced in-stock car away from the front of the list, where other specs pick theirs. */
async function quietCar(): Promise<Hit> {
  const answer = JSON.parse((await get(`${baseOrigin(SITE)}/api/search?status=in_stock&sort=price_desc&page=2`)).body) as { hits: Hit[] };
  return answer.hits.find((h) => h.price > 1_000)!;
}

test('a car page is served from the page cache until a stock change, which shows at once @embedded', async () => {
  const car = await quietCar();
  const url = `${baseOrigin(SITE)}/cars/${car.slug}`;
  const first = await get(url);
  expect(first.status).toBe(200);
  expect(first.body).toContain(aud(car.price));
  const again = await get(url);
  expect(again.headers['x-nextjs-cache']).toBe('HIT');

  const newPrice = car.price + 1_234;
  try {
    const changed = await patchCar(car.id, { price: newPrice });
    expect(changed.status).toBe(200);
    const after = await get(url);
    expect(after.headers['x-nextjs-cache']).not.toBe('HIT');
    expect(after.body).toContain(aud(newPrice));
    expect(after.body).not.toContain(aud(car.price));
    expect((await get(url)).headers['x-nextjs-cache']).toBe('HIT');

    expect((await patchCar(car.id, { status: 'sold' })).status).toBe(200);
    expect((await get(url)).body).toContain('>SOLD<');
  } finally {
    expect((await patchCar(car.id, { price: car.price, status: 'in_stock' })).status).toBe(200);
  }
  expect((await get(url)).body).toContain(aud(car.price));
});

test('the home page is cached and a change to its stock expires it @embedded', async () => {
  const home = `${baseOrigin(SITE)}/`;
  await get(home);
  expect((await get(home)).headers['x-nextjs-cache']).toBe('HIT');
  const car = await quietCar();
  try {
    expect((await patchCar(car.id, { km: car.km + 1 })).status).toBe(200);
    expect((await get(home)).headers['x-nextjs-cache']).not.toBe('HIT');
  } finally {
    await patchCar(car.id, { km: car.km });
  }
});

test('a search URL without a query string is stored and a change to its stock expires it @embedded', async () => {
  const car = await quietCar();
  const listing = `${baseOrigin(SITE)}/search/${slugify(car.make)}/${slugify(car.model)}`;
  const first = await get(listing);
  expect(first.status).toBe(200);
  expect(first.body).toContain(aud(car.price));
  expect((await get(listing)).headers['x-nextjs-cache']).toBe('HIT');
  // A shopper's own query is rendered for that request and never stored.
  const sorted = await get(`${listing}?sort=price_asc`);
  expect(sorted.status).toBe(200);
  expect(sorted.headers['x-nextjs-cache']).toBeUndefined();
  expect(sorted.headers['cache-control']).toContain('no-store');

  const newPrice = car.price + 1_234;
  try {
    expect((await patchCar(car.id, { price: newPrice })).status).toBe(200);
    const after = await get(listing);
    expect(after.headers['x-nextjs-cache']).not.toBe('HIT');
    expect(after.body).toContain(aud(newPrice));
    expect(after.body).not.toContain(aud(car.price));
  } finally {
    expect((await patchCar(car.id, { price: car.price })).status).toBe(200);
  }
  expect((await get(listing)).body).toContain(aud(car.price));
});

test('an unknown listing answers 404 and is never stored, and the stored route has no URL of its own @embedded', async () => {
  const unknownMake = `${baseOrigin(SITE)}/search/no-such-make`;
  expect((await get(unknownMake)).status).toBe(404);
  const again = await get(unknownMake);
  expect(again.status).toBe(404);
  // Not-found answers are never stored (page-store-rules.mjs): random slugs would fill the disk.
  expect(again.headers['x-nextjs-cache']).not.toBe('HIT');
  // Another spelling of a listing is sent to its canonical URL, stored or not.
  for (let i = 0; i < 2; i++) {
    const other = await get(`${baseOrigin(SITE)}/search/our-cars`);
    expect(other.status).toBe(307);
    expect(new URL(other.headers.location!, baseOrigin(SITE)).pathname).toBe('/search/new-used-and-demo-cars');
  }
  expect((await get(`${baseOrigin(SITE)}/stored-search/new-used-and-demo-cars`)).status).toBe(404);
});

test('stored demo pages are Latin-1 text, which is cheap to send on every response', async () => {
  // decision 011, addendum: one wider character in the markup doubles the cost of every response.
  const car = await quietCar();
  for (const path of ['/', `/cars/${car.slug}`, '/search/new-used-and-demo-cars']) {
    const wide = [...new Set((await get(`${baseOrigin(SITE)}${path}`)).body.match(/[^\u0000-\u00ff]/gu) ?? [])];
    expect(wide, path).toEqual([]);
  }
});

test('the stock API refuses what it must, with clear answers', async () => {
  const car = await quietCar();
  const noToken = await patchCar(car.id, { price: 1 }, null);
  expect(noToken.status).toBe(401);
  expect(noToken.headers['www-authenticate']).toBe('Bearer');
  expect((await patchCar(car.id, { price: 1 }, 'wrong-token-wrong-token-wrong')).status).toBe(401);

  const invalid = await patchCar(car.id, { price: -5, colour: 'red' });
  expect(invalid.status).toBe(422);
  expect(JSON.parse(invalid.body)).toMatchObject({ errors: { price: ['Price cannot be negative.'], colour: ['This field cannot be changed here.'] } });

  for (const id of ['0', 'abc', '99999999999', '2147483647']) expect((await patchCar(id, { price: 1 })).status, id).toBe(404);
  const text = await send('PATCH', `${baseOrigin()}/api/v1/cars/${car.id}`, {
    headers: { authorization: `Bearer ${stockApiToken}`, 'content-type': 'text/plain' },
    body: 'price=1',
  });
  expect(text.status).toBe(415);
  const broken = await send('PATCH', `${baseOrigin()}/api/v1/cars/${car.id}`, {
    headers: { authorization: `Bearer ${stockApiToken}`, 'content-type': 'application/json' },
    body: '{"price":',
  });
  expect(broken.status).toBe(400);
  expect((await get(`${baseOrigin(SITE)}/cars/${car.slug}`)).body).toContain(aud(car.price));
});
