import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get } from '../support/http';

/**
 * Issue 26: "og:image is an SVG, which most social sites do not render: serve a raster (PNG or
 * JPEG) share image." Every page names a 1200x630 PNG of its site's card, a car page its car's card.
 */

type Hit = { slug: string; name: string; year: number; make: string; model: string; price: number };

/** Width and height from the IHDR chunk, which a PNG must start with after its signature. */
function pngHeader(bytes: Buffer) {
  return { signature: bytes.subarray(0, 8).toString('hex'), chunk: bytes.subarray(12, 16).toString('latin1'), width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function ogImage(page: Page) {
  const meta = (property: string) => page.locator(`meta[property="${property}"]`).getAttribute('content');
  return { url: (await meta('og:image')) ?? '', type: await meta('og:image:type'), width: await meta('og:image:width'), height: await meta('og:image:height') };
}

/** Opens the share picture at the site's own origin (the og:image URL names the public host). */
async function fetchPicture(page: Page, slug: string, url: string) {
  const answer = (await page.goto(`${baseOrigin(slug)}${new URL(url).pathname}`))!;
  return { status: answer.status(), type: answer.headers()['content-type'], cache: answer.headers()['cache-control'], bytes: await answer.body() };
}

test("a page's og:image is its site's share card: a cacheable 1200x630 PNG", async ({ page }) => {
  await page.goto(`${baseOrigin('harbour-toyota')}/contact`);
  const og = await ogImage(page);
  expect(og).toEqual({ url: expect.stringMatching(/^https:\/\/harbourtoyota\.example\/share\/[0-9a-f]{8}\.png$/), type: 'image/png', width: '1200', height: '630' });
  const picture = await fetchPicture(page, 'harbour-toyota', og.url);
  expect([picture.status, picture.type, picture.cache]).toEqual([200, 'image/png', 'public, max-age=31536000, immutable']);
  expect(pngHeader(picture.bytes)).toEqual({ signature: '89504e470d0a1a0a', chunk: 'IHDR', width: 1200, height: 630 });
  // Another site's card is drawn in its own name and colours, so it is another version.
  await page.goto(`${baseOrigin('redline-motors')}/`);
  expect(new URL((await ogImage(page)).url).pathname).not.toBe(new URL(og.url).pathname);
});

test("a car page's og:image is the car's card, named by what it shows", async ({ page }) => {
  const search = JSON.parse((await get(`${baseOrigin('harbour-toyota')}/api/search?status=in_stock&hitsPerPage=1`)).body) as { hits: Hit[] };
  const car = search.hits[0]!;
  await page.goto(`${baseOrigin('harbour-toyota')}/cars/${car.slug}`);
  const og = await ogImage(page);
  expect(og).toEqual({
    url: expect.stringMatching(new RegExp(`^https://harbourtoyota\\.example/share/cars/${car.slug}/[0-9a-f]{8}\\.png$`)),
    type: 'image/png',
    width: '1200',
    height: '630',
  });
  const picture = await fetchPicture(page, 'harbour-toyota', og.url);
  expect([picture.status, picture.type]).toEqual([200, 'image/png']);
  expect(pngHeader(picture.bytes)).toMatchObject({ signature: '89504e470d0a1a0a', width: 1200, height: 630 });
  // An outdated version still draws today's card, but is not kept for a year.
  const stale = await fetchPicture(page, 'harbour-toyota', og.url.replace(/[0-9a-f]{8}\.png$/, '00000000.png'));
  expect([stale.status, stale.cache]).toEqual([200, 'public, max-age=300']);
  // No card for a car the site does not show, nor for a file name that is no version.
  expect((await get(`${baseOrigin('harbour-toyota')}/share/cars/no-such-car/00000000.png`)).status).toBe(404);
  expect((await get(`${baseOrigin('harbour-toyota')}/share/site.svg`)).status).toBe(404);
});
