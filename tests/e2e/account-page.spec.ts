import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { call, signedInCookie } from '../support/account-http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * Issue 26, "garage pages only on sites that enable them" (SPEC 2: "/my-garage and other customer
 * garage pages of dealer brands | Gated customer garage"; SPEC 1.1: garage_enabled). A site with
 * `features.garage` (harbour-toyota) keeps /my-garage, and /account leads there; a site without it
 * (redline-motors) answers /my-garage with its not-found page and keeps the shopper's reservations,
 * enquiries, bookings, details and sign-out at /account (docs/decisions/042-account-page-and-garage.md).
 */
const GARAGE = 'harbour-toyota';
const NO_GARAGE = 'redline-motors';
const run = Date.now().toString(36);
const signInAt = (type: string, redirect: string) => `/sign-in?${new URLSearchParams({ type, redirect, back: '/' }).toString()}`;

test('the garage answers only where the site has one; /account is the account page elsewhere', async () => {
  const missing = await call(`${baseOrigin(NO_GARAGE)}/my-garage`);
  expect(missing.status).toBe(404);
  expect(missing.body).toContain('<title>Page not found | Redline Motors</title>');
  expect(missing.body).toContain('<h1>Sorry, we could not find that page</h1>');
  expect((await call(`${baseOrigin(NO_GARAGE)}/account`)).headers.location).toBe(signInAt('account', '/account'));
  expect((await call(`${baseOrigin(GARAGE)}/my-garage`)).headers.location).toBe(signInAt('my-garage', '/my-garage'));
  const toGarage = await call(`${baseOrigin(GARAGE)}/account`);
  expect(toGarage.status).toBe(307);
  expect(toGarage.headers.location).toBe('/my-garage');
});

for (const [name, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 900],
] as const) {
  test(`signed in on a site without the garage at ${name} width: the account page, and no garage`, async ({ browser }) => {
    const email = `account-${name}-${run}@example.com`;
    const cookie = await signedInCookie(baseOrigin(NO_GARAGE), email);
    const context = await browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ ...cookie, domain: `${NO_GARAGE}.localhost`, path: '/' }]);
    const page = await context.newPage();
    expect((await page.goto(`${baseOrigin(NO_GARAGE)}/account`))?.status()).toBe(200);
    await expect(page).toHaveTitle('My Account | Redline Motors');
    await expect(page.locator('h1')).toHaveText('My Account');
    await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
    for (const heading of ['Reservations', 'Enquiries', 'Bookings', 'Your details']) await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Watchlist' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign Out Everywhere' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `test-results/screens-h3/account-${NO_GARAGE}-${width}.png`, fullPage: true });
    expect((await page.goto(`${baseOrigin(NO_GARAGE)}/my-garage`))?.status()).toBe(404);
    await expect(page.locator('main h1')).toHaveText('Sorry, we could not find that page');
    await context.close();
  });
}
