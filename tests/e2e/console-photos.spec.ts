import fs from 'node:fs/promises';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { baseOrigin } from '../../playwright.config';
import { call } from '../support/account-http';
import { consoleSession } from '../support/console-session';
import { get } from '../support/http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * The console's photo page (issue 28): an owner uploads three photos at once, reorders them by drag
 * and by the buttons, deletes one, chooses the main photo, and the car page then shows that photo;
 * a file that lies about its type is refused with a clear message; a change posted from another
 * origin is refused. Screens at 1280 and 390 px; axe finds nothing serious.
 */
const origin = baseOrigin();
const SITE = 'harbour-toyota';
const SCREENS = 'test-results/screens-h4';
const OWNER = 'owner@harbourtoyota.example';
let storageState: Awaited<ReturnType<import('@playwright/test').BrowserContext['storageState']>>;
let car: { id: number; slug: string; name: string };

async function signIn(browser: Browser): Promise<void> {
  storageState = await consoleSession(browser, OWNER);
}

const photo = async (name: string, colour: string) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } }).jpeg().withExif({ IFD0: { Make: 'E2ECam' } }).toBuffer(),
});

async function photoIds(page: Page): Promise<string[]> {
  return page.locator('.photo-item').evaluateAll((items) => items.map((item) => item.getAttribute('data-photo-id') ?? ''));
}

/** Starts from a car with no uploads, whatever an earlier run left. */
async function clearPhotos(page: Page): Promise<void> {
  page.on('dialog', (dialog) => void dialog.accept());
  while ((await page.locator('.photo-item').count()) > 0) {
    const before = await page.locator('.photo-item').count();
    await page.getByRole('button', { name: 'Delete photo 1' }).click();
    await expect(page.locator('.photo-item')).toHaveCount(before - 1);
  }
}

test.beforeAll(async ({ browser }) => {
  await fs.mkdir(SCREENS, { recursive: true });
  const answer = JSON.parse((await get(`${baseOrigin(SITE)}/api/search?status=in_stock`)).body) as { hits: { id: number; slug: string; name: string }[] };
  car = answer.hits[0]!;
  await signIn(browser);
});

test('an owner uploads three photos, reorders, deletes, chooses the main photo, and the car page shows it (1280 px)', async ({ browser }) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ storageState, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const url = `${origin}/console/stock/${car.id}/photos`;
  await page.goto(url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos of the ${car.name}`);
  await clearPhotos(page);
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `${SCREENS}/photos-empty-1280.png`, fullPage: true });

  await page.getByLabel('Choose photos').setInputFiles([await photo('red.jpg', '#c0392b'), await photo('green.jpg', '#27ae60'), await photo('blue.jpg', '#2980b9')]);
  await expect(page.locator('.photo-upload.is-done')).toHaveCount(3, { timeout: 60_000 });
  await expect(page.locator('.photo-item')).toHaveCount(3);
  await expect(page.getByRole('progressbar', { name: 'Upload of red.jpg' })).toHaveAttribute('value', '1');
  const [red, green, blue] = await photoIds(page);
  await expect(page.locator('.photo-item').first()).toContainText('Main photo');
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `${SCREENS}/photos-uploaded-1280.png`, fullPage: true });

  // The buttons: blue one place up.
  await page.getByRole('button', { name: 'Move photo 3 up' }).click();
  await expect(page.getByRole('status')).toHaveText('Photo 3 moved to place 2.');
  expect(await photoIds(page)).toEqual([red, blue, green]);
  // Dragging: red dropped onto green takes its place.
  await page.locator(`[data-photo-id="${red}"]`).dragTo(page.locator(`[data-photo-id="${green}"]`));
  await expect(page.getByRole('status')).toHaveText('Photos reordered.');
  expect(await photoIds(page)).toEqual([blue, green, red]);

  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  await expect(page.locator('.photo-item')).toHaveCount(2);
  expect(await photoIds(page)).toEqual([blue, red]);

  await page.getByRole('button', { name: 'Make photo 1 the main photo' }).click();
  await expect(page.getByRole('status')).toHaveText('Photo 1 is now the main photo.');
  await expect(page.locator(`[data-photo-id="${blue}"]`)).toContainText('Main photo');
  await keepScreenshot(page, { path: `${SCREENS}/photos-reordered-1280.png`, fullPage: true });

  // A file that says it is a JPEG but is text.
  await page.getByLabel('Choose photos').setInputFiles([{ name: 'brochure.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('This is a text file, not a photo.\n') }]);
  await expect(page.locator('.photo-upload.is-refused')).toContainText('This file is not a JPEG, PNG, WebP or AVIF photo.');
  await expect(page.locator('.photo-item')).toHaveCount(2);
  await keepScreenshot(page, { path: `${SCREENS}/photos-refused-1280.png`, fullPage: true });

  // The car page shows the main photo first, from its stored sizes, without the camera's EXIF.
  const carPage = await context.newPage();
  await carPage.goto(`${baseOrigin(SITE)}/cars/${car.slug}`, { waitUntil: 'networkidle' });
  const stage = carPage.locator('.gallery-stage img');
  await expect(stage).toHaveAttribute('srcset', new RegExp(`/media/photos/${blue}/1600\\.jpg 1600w`));
  expect(await stage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const served = await get(`${baseOrigin(SITE)}/media/photos/${blue}/1600.jpg`);
  expect(served.status).toBe(200);
  expect(served.body).not.toContain('E2ECam');
  await keepScreenshot(carPage, { path: `${SCREENS}/car-page-main-photo-1280.png` });
  await context.close();
});

test('the photo page works at 390 px', async ({ browser }) => {
  const context = await browser.newContext({ storageState, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${origin}/console/stock/${car.id}/photos`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Photos of the ${car.name}`);
  await page.getByLabel('Choose photos').setInputFiles([await photo('silver.jpg', '#bdc3c7')]);
  await expect(page.locator('.photo-upload.is-done')).toHaveCount(1, { timeout: 60_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `${SCREENS}/photos-390.png`, fullPage: true });
  await context.close();
});

test('a photo change posted from another origin is refused, and another dealership\'s car is not found', async () => {
  const cookie = storageState.cookies.filter((c) => c.name === 'fc_staff').map((c) => `${c.name}=${c.value}`).join('; ');
  const url = `${origin}/console/stock/${car.id}/photos/files`;
  const foreign = await call(url, { method: 'PATCH', headers: { cookie, origin: 'http://evil.example' }, json: { main: 'f'.repeat(32) } });
  expect(foreign.status).toBe(403);
  const other = JSON.parse((await get(`${baseOrigin('summit-mazda')}/api/search?status=in_stock`)).body) as { hits: { id: number }[] };
  for (const id of [other.hits[0]!.id, 999_999_999]) {
    const answer = await call(`${origin}/console/stock/${id}/photos/files`, { method: 'PATCH', headers: { cookie, origin }, json: { main: 'f'.repeat(32) } });
    expect(answer.status).toBe(404);
    expect((await call(`${origin}/console/stock/${id}/photos`, { headers: { cookie } })).status).toBe(404);
  }
  const unsigned = await call(url, { method: 'PATCH', headers: { origin }, json: { main: 'f'.repeat(32) } });
  expect(unsigned.status).toBe(401);
});
