import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { call, codeFromOutbox, codeFromTextOutbox, sessionCookie } from '../support/account-http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * Sign-in codes by text (docs/sms.md) on harbour-toyota, whose SMS destination is the local
 * outbox: the shopper's mobile number on their details, a code read from the texted message,
 * the garage after. Another site, without an SMS destination, neither offers nor sends texts.
 */
const SITE = 'harbour-toyota';
const OTHER = 'redline-motors';
const origin = baseOrigin(SITE);
const run = Date.now().toString(36);
/**
 * This file's own client address (the test server trusts one proxy hop): the whole suite asks for
 * sign-in and email-change codes, and from the runner's one address it would reach the per-client
 * code limit (CODES_PER_CLIENT) before this file, which then sees 429 instead of its messages.
 */
const FROM = { 'x-forwarded-for': `198.51.100.${(Date.now() % 250) + 1}` };
test.use({ extraHTTPHeaders: FROM });
/** A mobile number no other test's account has: 04 and eight digits from the clock. */
const mobileFor = (offset: number) => `04${String((Date.now() + offset) % 100_000_000).padStart(8, '0')}`;
const e164 = (mobile: string) => `+61${mobile.slice(1)}`;

/** An account made by email, with a first name and this mobile number on its details, proven by its texted code. */
async function accountWithMobile(email: string, mobile: string): Promise<void> {
  const asked = await call(`${origin}/api/auth/request-code`, { method: 'POST', headers: { origin, ...FROM }, json: { email } });
  expect(asked.status, asked.body).toBe(200);
  const code = await codeFromOutbox(email);
  const verified = await call(`${origin}/api/auth/verify-code`, { method: 'POST', headers: { origin, ...FROM }, json: { email, code } });
  const cookie = sessionCookie(verified);
  const saved = await call(`${origin}/api/account/profile`, {
    method: 'POST',
    headers: { origin, ...FROM, cookie },
    json: { first_name: 'Tex', last_name: 'Messenger', email, phone: mobile, postcode: '2000' },
  });
  expect(saved.status, saved.body).toBe(200);
  expect(JSON.parse(saved.body)).toMatchObject({ pending_phone: mobile });
  const unproven = await call(`${origin}/api/auth/request-sms-code`, { method: 'POST', headers: { origin, ...FROM }, json: { phone: mobile } });
  expect(JSON.parse(unproven.body)).toMatchObject({ errors: { phone: [expect.stringContaining('No account on this site has this mobile number')] } });
  const proof = await codeFromTextOutbox(e164(mobile));
  const proven = await call(`${origin}/api/account/profile`, {
    method: 'POST',
    headers: { origin, ...FROM, cookie },
    json: { first_name: 'Tex', last_name: 'Messenger', email, phone: mobile, postcode: '2000', phone_code: proof },
  });
  expect(proven.status, proven.body).toBe(200);
  expect(JSON.parse(proven.body)).not.toHaveProperty('pending_phone');
}

test.describe('sign-in codes by text', () => {
  for (const [index, viewport] of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 900 },
  ].entries()) {
    test(`texts a code to the mobile on the account and signs in (${viewport.name})`, async ({ browser }) => {
      const mobile = mobileFor(index * 7_919);
      await accountWithMobile(`texter-${viewport.name}-${run}@example.com`, mobile);
      const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
      const page = await context.newPage();

      await page.goto(`${origin}/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F`);
      await expect(page.getByText('No password needed: we email or text you a one-time code.')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `test-results/sms-sign-in-choice-${viewport.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Text me a code instead' }).click();
      await page.getByLabel('Mobile number').fill('(02) 9876 5432');
      await page.getByRole('button', { name: 'Text Me a Code' }).click();
      await expect(page.locator('#sign-in-phone-error')).toHaveText('Must be an Australian mobile number.');
      expect(await seriousViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `test-results/sms-sign-in-phone-${viewport.name}.png`, fullPage: true });

      await page.getByLabel('Mobile number').fill(`${mobile.slice(0, 4)} ${mobile.slice(4, 7)} ${mobile.slice(7)}`);
      await page.getByRole('button', { name: 'Text Me a Code' }).click();
      await expect(page.getByText(`We texted a 6-digit code to ${mobile}.`)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await keepScreenshot(page, { path: `test-results/sms-sign-in-code-${viewport.name}.png`, fullPage: true });
      await page.getByLabel('Sign-in code').fill(await codeFromTextOutbox(e164(mobile)));
      await page.getByRole('button', { name: 'Sign In' }).click();

      await expect(page).toHaveURL(`${origin}/my-garage`);
      await expect(page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible();
      await context.close();
    });
  }

  test('a number without an account, a used code and another site are refused with messages', async ({ page }) => {
    const lonely = await call(`${origin}/api/auth/request-sms-code`, { method: 'POST', headers: { origin, ...FROM }, json: { phone: mobileFor(31_337) } });
    expect(lonely.status).toBe(422);
    expect(JSON.parse(lonely.body)).toMatchObject({ errors: { phone: ['No account on this site has this mobile number. Please sign in with your email and add your mobile number to your details.'] } });

    const mobile = mobileFor(65_537);
    await accountWithMobile(`reuse-${run}@example.com`, mobile);
    await call(`${origin}/api/auth/request-sms-code`, { method: 'POST', headers: { origin, ...FROM }, json: { phone: mobile } });
    const code = await codeFromTextOutbox(e164(mobile));
    const first = await call(`${origin}/api/auth/verify-sms-code`, { method: 'POST', headers: { origin, ...FROM }, json: { phone: mobile, code } });
    expect(first.status, first.body).toBe(200);
    expect(sessionCookie(first)).toMatch(/^fc_session=/);
    const again = await call(`${origin}/api/auth/verify-sms-code`, { method: 'POST', headers: { origin, ...FROM }, json: { phone: mobile, code } });
    expect(again.status).toBe(422);
    expect(JSON.parse(again.body)).toMatchObject({ errors: { code: ['That code has already been used. Please ask for a new one.'] } });

    const other = baseOrigin(OTHER);
    const elsewhere = await call(`${other}/api/auth/request-sms-code`, { method: 'POST', headers: { origin: other, ...FROM }, json: { phone: mobile } });
    expect(elsewhere.status).toBe(404);
    expect(JSON.parse(elsewhere.body)).toEqual({ error: 'This site does not send sign-in codes by text message.' });
    await page.goto(`${other}/sign-in`);
    await expect(page.getByText('No password needed: we email you a one-time code.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Email Me a Code' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Text me a code instead' })).toHaveCount(0);
  });
});
