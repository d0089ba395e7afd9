import fs from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { call, codeFromOutbox } from '../support/account-http';
import { staffCreate } from '../support/staff-cli';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/** The dealer console's sign-in (issue 28): by emailed code, its cookie, its headers, and CSRF on its actions. */
const origin = baseOrigin();
const SCREENS = 'test-results/screens-h1';
const OWNER = 'owner@harbourtoyota.example';
const SALES = 'sales@summitauto.example';
const consoleCode = (address: string) => codeFromOutbox(address, 10_000, 'console-sign-in-');

/**
 * Signs in through the form, as staff do, and opens the staff page (the inbox staff land on,
 * /console/leads, is another branch's page; the staff page is this one's).
 */
async function signInInBrowser(page: Page, email: string, screens?: string): Promise<void> {
  await page.goto(`${origin}/console/staff`);
  await expect(page).toHaveURL(/\/console\/sign-in$/);
  await expect(page.getByRole('heading', { name: 'Sign in to the dealer console' })).toBeVisible();
  if (screens) await keepScreenshot(page, { path: `${SCREENS}/sign-in-${screens}.png`, fullPage: true });
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toContainText(email);
  if (screens) {
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/sign-in-code-${screens}.png`, fullPage: true });
  }
  await page.getByLabel('Sign-in code').fill(await consoleCode(email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console\/leads$/);
  await page.goto(`${origin}/console/staff`);
  await expect(page.getByRole('navigation', { name: 'Console' })).toBeVisible();
}

test.beforeAll(async () => {
  await fs.mkdir(SCREENS, { recursive: true });
});

for (const [label, width, height] of [
  ['1280', 1280, 900],
  ['390', 390, 844],
] as const) {
  test(`staff sign in by emailed code and sign out, at ${label} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInInBrowser(page, label === '390' ? SALES : OWNER, label);
    const nav = page.getByRole('navigation', { name: 'Console' });
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveAttribute('aria-current', 'page');
    if (label === '1280') await expect(nav.getByRole('link', { name: 'Keys' })).toBeVisible();
    else {
      // Sales staff of a group: no Keys, and a switcher between the group's dealerships.
      await expect(nav.getByRole('link', { name: 'Keys' })).toHaveCount(0);
      await expect(page.getByLabel('Dealership')).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/signed-in-${label}.png`, fullPage: true });

    const cookie = (await page.context().cookies()).find((c) => c.name === 'fc_staff');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/console\/sign-in$/);
    await page.goto(`${origin}/console/staff`);
    await expect(page).toHaveURL(/\/console\/sign-in$/);
  });
}

test('a wrong code gets a field message in plain words', async ({ page }) => {
  await page.goto(`${origin}/console/sign-in`);
  await page.getByLabel('Work email').fill('manager@summitauto.example');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  const right = await consoleCode('manager@summitauto.example');
  await page.getByLabel('Sign-in code').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('That code is not right. Please check it and try again.')).toBeVisible();
  await expect(page.getByLabel('Sign-in code')).toHaveAttribute('aria-invalid', 'true');
});

test('an unknown address is answered as a known one', async ({ page }) => {
  await page.goto(`${origin}/console/sign-in`);
  await page.getByLabel('Work email').fill('stranger@example.com');
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toContainText('If stranger@example.com has a console account, a 6-digit code is on its way.');
});

test('console answers are never stored and never indexed, and carry the security headers', async () => {
  const answer = await call(`${origin}/console/sign-in`);
  expect(answer.status).toBe(200);
  expect(String(answer.headers['cache-control'])).toMatch(/no-store/);
  expect(String(answer.headers['cache-control'])).toMatch(/private/);
  expect(answer.headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  const signedOut = await call(`${origin}/console/staff`);
  expect(signedOut.status).toBe(307);
  expect(signedOut.headers.location).toBe('/console/sign-in');
});

test('a server action posted from another origin with a valid staff cookie is refused', async ({ page }) => {
  const email = `csrf-${Date.now().toString(36)}@harbourtoyota.example`;
  expect(staffCreate(['--email', email, '--dealership', 'harbour-toyota', '--role', 'sales']).code).toBe(0);
  await signInInBrowser(page, email);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'fc_staff');
  if (!cookie) throw new Error('no staff cookie');
  // Catch the sign-out action the page would send, without letting it through.
  let action: { headers: Record<string, string>; body: string } | null = null;
  await page.route('**/console/**', async (route) => {
    const request = route.request();
    if (request.method() === 'POST' && request.headers()['next-action']) {
      action = { headers: request.headers(), body: request.postData() ?? '' };
      await route.abort();
    } else await route.continue();
  });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect.poll(() => action !== null).toBe(true);
  const caught = action as unknown as { headers: Record<string, string>; body: string };
  const replay = (from: string) =>
    fetch(`${origin}/console/staff`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'next-action': caught.headers['next-action'] ?? '',
        'content-type': caught.headers['content-type'] ?? 'text/plain;charset=UTF-8',
        accept: 'text/x-component',
        origin: from,
        cookie: `fc_staff=${cookie.value}`,
      },
      body: caught.body,
    });
  const forged = await replay('http://evil.example');
  expect(forged.status).toBeGreaterThanOrEqual(400);
  // The forged sign-out did nothing: the session still opens the console.
  const still = await call(`${origin}/console/staff`, { headers: { cookie: `fc_staff=${cookie.value}` } });
  expect(still.status).toBe(200);
  const genuine = await replay(origin);
  expect(genuine.status).toBeLessThan(400);
  const after = await call(`${origin}/console/staff`, { headers: { cookie: `fc_staff=${cookie.value}` } });
  expect(after.headers.location).toBe('/console/sign-in');
});
