import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { call } from '../support/account-http';
import { signInAs } from '../support/console-session';
import { staffCreate } from '../support/staff-cli';
import { seriousViolations } from '../support/axe';
import { OUTBOX } from '../support/outbox';
import { keepScreenshot } from '../support/screenshot';

/** The console's staff, audit and keys pages (issues 28 and 31), as the Harbour Toyota owner. */
const origin = baseOrigin();
const SCREENS = 'test-results/screens-h1';
const run = Date.now().toString(36);

async function signIn(page: Page, email: string): Promise<void> {
  await signInAs(page, email);
  await page.goto(`${origin}/console/staff`);
}

/** Whether an invitation email to this address is in the offline outbox. */
async function invitationSent(address: string): Promise<boolean> {
  const names = (await fs.readdir(OUTBOX).catch(() => [] as string[])).filter((n) => n.startsWith('console-invite-'));
  for (const name of names) if ((await fs.readFile(path.join(OUTBOX, name), 'utf8')).includes(`To: ${address}`)) return true;
  return false;
}

/**
 * A new owner of Harbour Toyota for one test, made with `npm run staff:create` while the server
 * runs (each test signs in with its own address, so the per-address code limit never bites).
 */
function newOwner(tag: string): string {
  const email = `owner-${tag}-${run}@harbourtoyota.example`;
  const made = staffCreate(['--email', email, '--dealership', 'harbour-toyota', '--role', 'owner', '--name', `Owner ${tag}`]);
  expect(made.code, made.err).toBe(0);
  expect(made.out).toContain(`${email} is owner at harbour-toyota`);
  if (!process.env.DATABASE_URL) expect(made.err).toMatch(/is open in the running server \(process \d+\): handing the work to it/);
  return email;
}

const dealerApi = (key: string) => call(`${origin}/api/v1/dealer/leads?limit=1`, { headers: { authorization: `Bearer ${key}`, accept: 'application/json' } });

test.beforeAll(async () => {
  await fs.mkdir(SCREENS, { recursive: true });
});

for (const [label, width, height] of [
  ['1280', 1280, 900],
  ['390', 390, 844],
] as const) {
  test(`an owner invites a sales person, who signs in; the audit log shows it, at ${label} px`, async ({ page, browser }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, newOwner(`staff-${label}`));
    await expect(page.getByRole('heading', { name: 'Staff of Harbour Toyota' })).toBeVisible();
    const invitee = `sales-${label}-${run}@harbourtoyota.example`;
    await page.getByLabel('Email', { exact: true }).fill(invitee);
    await page.getByLabel('Name (optional)').fill(`Sales ${label}`);
    await page.getByLabel('Role', { exact: true }).selectOption('sales');
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByRole('status').filter({ hasText: invitee })).toContainText('can now sign in to Harbour Toyota');
    await expect(page.getByRole('cell', { name: invitee, exact: true })).toBeVisible();
    await expect.poll(() => invitationSent(invitee)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/staff-${label}.png`, fullPage: true });

    // A bad invitation is answered in plain words, on its field.
    await page.getByLabel('Email', { exact: true }).fill('not an address');
    await page.getByRole('button', { name: 'Invite' }).click();
    await expect(page.locator('#invite-email-error')).not.toBeEmpty();

    // The invitee signs in by code and sees Harbour Toyota as sales: no Staff management, no Keys.
    const other = await browser.newContext({ viewport: { width, height } });
    const theirs = await other.newPage();
    await signIn(theirs, invitee);
    await expect(theirs.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Keys' })).toHaveCount(0);
    await theirs.goto(`${origin}/console/keys`);
    await expect(theirs.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await other.close();

    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Audit log' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log of Harbour Toyota' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: invitee }).first()).toContainText('staff.invite');
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/audit-${label}.png`, fullPage: true });
  });

  test(`an owner creates a key that works against the dealer API, then revokes it, at ${label} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signIn(page, newOwner(`keys-${label}`));
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Keys' }).click();
    await expect(page.getByRole('heading', { name: 'API keys of Harbour Toyota' })).toBeVisible();
    await page.getByLabel('What the key is for (optional)').fill(`CRM ${label} ${run}`);
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-key').textContent())?.trim() ?? '';
    expect(key).toMatch(/^fcd_/);
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/keys-${label}.png`, fullPage: true });

    const used = await dealerApi(key);
    expect(used.status, used.body).toBe(200);
    await page.reload();
    // Shown once: after a reload only the prefix is on the page.
    await expect(page.getByTestId('new-key')).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: `CRM ${label} ${run}` });
    await expect(row).not.toContainText('Never');
    await row.getByRole('button', { name: /^Revoke key / }).click();
    await expect(row).toContainText('Revoked');
    const refused = await dealerApi(key);
    expect(refused.status).toBe(401);
  });
}
