import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { call, codeFromOutbox } from './account-http';
import { freshClient } from './client-address';

/**
 * A console session per staff email for the whole browser suite. The sign-in code rules allow an
 * address five codes in fifteen minutes and a client twenty, and the suite's console files sign
 * the same demo owner in many times: so each email signs in through the form once (from a client
 * address of its own, the test server trusting one proxy hop), and later files reuse its cookie
 * while the server still knows it. tests/e2e/console-sign-in.spec.ts tests the form itself.
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const origin = baseOrigin();
const SESSIONS = 'test-results/console-sessions';

export const sessionFile = (email: string) => path.join(SESSIONS, `${email.replace(/[^a-z0-9]+/gi, '-')}.json`);

async function stillSignedIn(state: StorageState): Promise<boolean> {
  const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const answer = await call(`${origin}/console/leads`, { headers: { cookie } });
  return answer.status === 200;
}

/** Signs in through the console's form, as staff do, on a page of its own. */
async function signInThroughForm(page: Page, email: string): Promise<void> {
  await page.goto(`${origin}/console/sign-in`);
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await expect(page.getByRole('status')).toContainText(email, { timeout: 20_000 });
  await page.getByLabel('Sign-in code').fill(await codeFromOutbox(email, 20_000, 'console-sign-in-'));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/console\/leads$/, { timeout: 20_000 });
}

/** The email's console session: the one this run already has, or a new one through the form. */
export async function consoleSession(browser: Browser, email: string): Promise<StorageState> {
  const saved = await fs.readFile(sessionFile(email), 'utf8').then((text) => JSON.parse(text) as StorageState, () => null);
  if (saved && (await stillSignedIn(saved))) return saved;
  // Empty, not the file's: a spec whose `use` names this session file would have the context read it before it exists.
  const context = await browser.newContext({ extraHTTPHeaders: freshClient(), storageState: { cookies: [], origins: [] } });
  try {
    await signInThroughForm(await context.newPage(), email);
    await fs.mkdir(SESSIONS, { recursive: true });
    return await context.storageState({ path: sessionFile(email) });
  } finally {
    await context.close();
  }
}

/** Signs the page's context in as this staff member and opens the inbox, where sign-in lands. */
export async function signInAs(page: Page, email: string): Promise<void> {
  const state = await consoleSession(page.context().browser()!, email);
  await page.context().addCookies(state.cookies);
  await page.goto(`${origin}/console/leads`);
  await expect(page).toHaveURL(/\/console\/leads$/);
}
