import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { signInAs } from '../support/console-session';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * Insights (issue 31, docs/insights.md): a shopper's real visit to Harbour Toyota (a search that
 * finds nothing, a car page, a favourite saved) is recorded by the page's script, rolled up by the
 * server's job, and shows on the console's insights page for the dealership's owner, with a date
 * range, charts with their sentences and tables, and a CSV download; axe-clean at 1280 and 390.
 */
const SITE = 'harbour-toyota';
const SHOP = baseOrigin(SITE);
const CONSOLE = baseOrigin();
const OWNER = 'owner@harbourtoyota.example';
const SCREENS = 'test-results/screens-h7';
const WORDS = `zqxv${Date.now().toString(36)}`;

type Posted = { event: string; status: number };

/** The events the page posts, with the answer's status (a keepalive request's body cannot be read back). */
async function watchEvents(page: Page): Promise<Posted[]> {
  const posted: Posted[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/events') || response.request().method() !== 'POST') return;
    const body = JSON.parse(response.request().postData() ?? '{}') as { event: string };
    posted.push({ event: body.event, status: response.status() });
  });
  return posted;
}

/** Signs in through the console's form, as staff do (tests/e2e/console-sign-in.spec.ts). */
async function signIn(page: Page, email = OWNER): Promise<void> {
  await signInAs(page, email);
}

test('a visit is recorded and shows on the insights page, with a date range, at 1280 and 390 px', async ({ page, browser }) => {
  test.setTimeout(180_000);
  fs.mkdirSync(SCREENS, { recursive: true });
  const posted = await watchEvents(page);

  // A search that finds nothing, from the search page.
  await page.goto(`${SHOP}/search/used-cars?query=${WORDS}`);
  await expect(page.locator('.no-results')).toBeVisible();
  await expect.poll(() => posted.filter((p) => p.event === 'search').length, { timeout: 30_000 }).toBe(1);
  // A car page, reached from the search's full list.
  await page.goto(`${SHOP}/search/used-cars`);
  const card = page.locator('.car-card').filter({ has: page.locator('.favourite-toggle') }).first();
  await card.locator('.favourite-toggle').click();
  await expect.poll(() => posted.filter((p) => p.event === 'favourite_save').length, { timeout: 30_000 }).toBe(1);
  await card.locator('a[href^="/cars/"]').first().click();
  await page.waitForURL(/\/cars\//);
  await expect.poll(() => posted.filter((p) => p.event === 'car_view').length, { timeout: 30_000 }).toBe(1);
  expect(posted.every((p) => p.status === 202), JSON.stringify(posted)).toBe(true);
  expect(posted.map((p) => p.event)).toEqual(expect.arrayContaining(['page_view', 'search', 'favourite_save', 'car_view']));

  await signIn(page);
  // The console's days are the site's (Sydney's): from 13:00 UTC its today is the next UTC day.
  const sydneyDay = (at: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(at);
  const today = sydneyDay(Date.now());
  const from = sydneyDay(Date.now() - 6 * 86_400_000);
  // The rollup runs every 2 s on the test server: the search's words appear among those that found nothing.
  await expect(async () => {
    await page.goto(`${CONSOLE}/console/insights?site=all&from=${from}&to=${today}`);
    await expect(page.getByRole('img', { name: 'Words of searches with no results' })).toContainText(WORDS);
  }).toPass({ timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  await expect(page.locator('.insights-lead')).toContainText(`${from} to ${today}`);
  const tile = (label: string) => page.locator('.insights-tile').filter({ hasText: label }).locator('.insights-tile-value');
  for (const label of ['Visits', 'Searches', 'Car page views', 'Favourite saves']) expect(Number((await tile(label).innerText()).replace(/,/g, ''))).toBeGreaterThan(0);

  // The range is chosen with the form; the figures are a table too.
  await page.getByLabel('Site', { exact: true }).selectOption({ label: 'Harbour Toyota' });
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.getByRole('button', { name: 'Show' }).click();
  await page.waitForURL(/site=\d+/);
  await expect(page.locator('.insights-lead')).toContainText('Harbour Toyota');
  const empty = page.locator('figure').filter({ hasText: 'Words of searches with no results' });
  await empty.getByText('Figures as a table').click();
  await expect(empty.getByRole('table')).toContainText(WORDS);

  // The CSV download carries the same figures.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download these figures as CSV' }).click();
  const file = await (await download).path();
  const csv = fs.readFileSync(file, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('section,label,value,previous');
  expect(csv).toContain(`searches that found nothing,${WORDS},1,`);

  expect(await seriousViolations(page)).toEqual([]);
  await keepScreenshot(page, { path: `${SCREENS}/insights-1280.png`, fullPage: true });

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: await page.context().storageState() });
  const small = await phone.newPage();
  await small.goto(page.url());
  await expect(small.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  expect(await seriousViolations(small)).toEqual([]);
  const overflow = await small.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await keepScreenshot(small, { path: `${SCREENS}/insights-390.png`, fullPage: true });
  await phone.close();
});

test('another dealership’s site is not found, and signed out the page asks to sign in', async ({ page }) => {
  const signedOut = await page.goto(`${CONSOLE}/console/insights`);
  expect(signedOut?.url()).toContain('/console/sign-in');
  // Summit's manager: Harbour Toyota is another dealership's site.
  await signIn(page, 'manager@summitauto.example');
  await page.goto(`${CONSOLE}/console/insights`);
  const choices = await page.getByLabel('Site', { exact: true }).locator('option').allInnerTexts();
  expect(choices).toContain('Summit Auto Group');
  expect(choices).not.toContain('Harbour Toyota');
  const foreign = await page.goto(`${CONSOLE}/console/insights?site=999999`);
  expect(foreign?.status()).toBe(404);
  const csv = await page.request.get(`${CONSOLE}/console/insights/csv?site=999999`);
  expect(csv.status()).toBe(404);
});
