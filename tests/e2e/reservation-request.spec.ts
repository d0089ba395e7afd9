import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { watchViolations } from '../support/csp';
import { get } from '../support/http';
import { keepScreenshot } from '../support/screenshot';

/**
 * Issue 26, SPEC 4 "The dealer has a payment provider or is whitelisted": the demo's Kiwi Car Co has
 * no payment provider and is whitelisted in its site file, so its car pages offer Request to
 * Reserve; the checkout is a lead form the dealership confirms (no deposit), the lead is filed as
 * a reservation request and the car stays available. A site with neither (redline-motors) offers
 * no reservation at all.
 */
const SITE = 'kiwi-car-co';
const NEITHER = 'redline-motors';
const SCREENS = 'test-results/screens-h3';
const origin = baseOrigin(SITE);

type Hit = { slug: string; name: string };

async function requestableCar(): Promise<Hit> {
  const hits = (JSON.parse((await get(`${origin}/api/search?status=in_stock&hitsPerPage=30`)).body) as { hits: Hit[] }).hits;
  // From the end of the page: other specs take this site's first cars.
  for (const hit of hits.reverse()) {
    if ((await get(`${origin}/cars/${hit.slug}`)).body.includes(`href="/cars/${hit.slug}/checkout"`)) return hit;
  }
  throw new Error('no car of kiwi-car-co offers a reservation request');
}

fs.mkdirSync(SCREENS, { recursive: true });

async function fillRequest(page: Page) {
  await page.getByLabel(/^Full name/).fill('Aroha Ngata');
  await page.getByLabel(/^Email/).fill('aroha@example.com');
  await page.locator('input[type="tel"]').fill('021 234 5678');
  await page.getByLabel(/^Anything the dealership should know/).fill('Can I see it on Saturday?');
}

for (const width of [390, 1280]) {
  test(`a whitelisted dealer without card payments takes a reservation request, at ${width} px`, async ({ browser }) => {
    const car = await requestableCar();
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.getByRole('link', { name: 'Reserve Now' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Request to Reserve' }).click();
    await expect(page).toHaveURL(new RegExp(`/cars/${car.slug}/checkout$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Reserve ${car.name}`);
    await expect(page.getByText('No payment is taken online')).toBeVisible();
    // No card form: no money can be taken without a provider.
    await expect(page.getByRole('button', { name: /Deposit|Continue to Payment/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/reservation-request-${width}.png`, fullPage: true });

    const lead = page.waitForRequest((r) => r.url().includes('/api/leads') && r.method() === 'POST');
    await fillRequest(page);
    await page.getByRole('button', { name: 'Request Reservation' }).click();
    const sent = JSON.parse((await lead).postData() ?? '{}') as { lead?: { category?: string; subcategory?: string } };
    expect(sent.lead).toMatchObject({ category: 'vehicle-reservation-request', subcategory: 'Reserve Without Deposit' });
    await page.waitForURL(/\/success\?category=vehicle-reservation-request$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reservation request received');
    await expect(page.getByText('No payment has been taken')).toBeVisible();
    await keepScreenshot(page, { path: `${SCREENS}/reservation-request-sent-${width}.png`, fullPage: true });

    // A request holds nothing: the car is still offered.
    await page.goto(`${origin}/cars/${car.slug}`);
    await expect(page.getByRole('link', { name: 'Request to Reserve' })).toBeVisible();
    expect(await violations()).toEqual([]);
    await context.close();
  });
}

test('a site with no payment provider that is not whitelisted offers no reservation', async () => {
  const at = baseOrigin(NEITHER);
  const hits = (JSON.parse((await get(`${at}/api/search?status=in_stock&hitsPerPage=5`)).body) as { hits: Hit[] }).hits;
  expect(hits.length).toBeGreaterThan(0);
  for (const hit of hits) {
    const body = (await get(`${at}/cars/${hit.slug}`)).body;
    expect(body).not.toContain(`href="/cars/${hit.slug}/checkout"`);
    expect(body).not.toContain('Request to Reserve');
  }
  const checkout = await get(`${at}/cars/${hits[0]!.slug}/checkout`);
  expect(checkout.body).toContain('This dealership does not take reservations online.');
});
