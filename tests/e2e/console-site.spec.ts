import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { signInAs } from '../support/console-session';
import { discardLeftOverDraft, livePage, lookAt } from '../support/site-editor';
import { get } from '../support/http';

/**
 * The site editor (issue 31): hours and a holiday edited in a draft, previewed on the site's own
 * host (private, not indexed), published, seen live, the previous version restored; a content page
 * in Markdown with its preview; lead destinations checked on save and sent a test lead.
 */
const origin = baseOrigin();
const site = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-h8';
const OWNER = 'owner@harbourtoyota.example';
const LOCATION = 'Harbour Toyota Dealership';

let context: BrowserContext;
let page: Page;

const look = (on: Page, name: string) => lookAt(on, `${SCREENS}/${name}.png`);

/** A date some days ahead, as YYYY-MM-DD. */
const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Several pages, axe and a publish per test on a shared, loaded machine.
test.describe.configure({ mode: 'serial', timeout: 300_000 });

test.beforeAll(async ({ browser }) => {
  await fs.mkdir(SCREENS, { recursive: true });
  context = await browser.newContext();
  page = await context.newPage();
  await signInAs(page, OWNER);
});

test.afterAll(async () => {
  await context?.close();
});

for (const [label, width, height, closes, holiday] of [
  ['1280', 1280, 900, '12:00', 'Staff training day'],
  ['390', 390, 844, '13:00', 'Stocktake day'],
] as const) {
  test(`edit hours and a holiday, preview, publish, see it live, restore the previous version, at ${label} px`, async () => {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/console/site`);
    await expect(page).toHaveURL(/\/console\/site\/\d+$/);
    const editorUrl = page.url();
    await discardLeftOverDraft(page);
    const hours = page.getByRole('form', { name: `Hours of ${LOCATION}` });
    await hours.getByLabel('Saturday: open or closed').selectOption('open');
    await hours.getByLabel('Saturday: opens at').fill('08:30');
    await hours.getByLabel('Saturday: closes at').fill(closes);
    const date = daysAhead(label === '1280' ? 10 : 12);
    await hours.getByLabel('Date').last().fill(date);
    await hours.getByLabel('Name').last().fill(holiday);
    await hours.getByRole('button', { name: `Save ${LOCATION} hours to the draft` }).click();
    await expect(hours.getByRole('status')).toContainText('Saved in the draft');
    const draft = page.getByRole('region', { name: 'Draft' });
    await expect(draft).toContainText(`Saturday: 08:30–16:00 → 08:30–${closes}`);
    await expect(draft).toContainText(`added ${holiday} (${date})`);
    await look(page, `site-hours-draft-${label}`);

    // Preview: the draft on the site's own host, for this browser only, stored by no cache.
    await draft.getByRole('button', { name: 'Preview the draft' }).click();
    const link = await draft.getByRole('link', { name: /Open the preview/ }).getAttribute('href');
    expect(link).toMatch(/^http:\/\/harbour-toyota\.localhost:\d+\/api\/preview\?token=/);
    const preview = await context.newPage();
    await preview.setViewportSize({ width, height });
    await preview.goto(link!);
    await expect(preview.getByRole('status').filter({ hasText: 'Preview' })).toBeVisible();
    const answer = await preview.goto(`${site}/our-location/dealership`);
    expect(answer?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(answer?.headers()['cache-control']).toMatch(/private, no-store|no-store/);
    await expect(preview.getByText(holiday, { exact: false })).toBeVisible();
    await look(preview, `site-preview-${label}`);
    expect(await livePage('/our-location/dealership')).not.toContain(holiday);
    // The signature's first character changed: all six of its bits count.
    const forged = await get(`${origin}/api/preview?token=${encodeURIComponent(link!.split('token=')[1]!.replace(/\.(.)(?=[^.]+$)/, (_m, c: string) => `.${c === 'A' ? 'B' : 'A'}`))}`, new URL(site).host);
    expect(forged.status).toBe(403);
    await preview.close();

    // Publish: live at once.
    await draft.getByLabel('Note for the history (optional)').fill(`Hours ${label}`);
    await draft.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('region', { name: 'Draft' }).getByRole('status')).toContainText('Published as version');
    await expect.poll(() => livePage('/our-location/dealership'), { timeout: 5_000 }).toContain(holiday);

    // History: who changed what; the previous version restored.
    await page.goto(`${editorUrl}/history`);
    const latest = page.getByRole('listitem').filter({ hasText: `Hours ${label}` });
    await expect(latest).toContainText(`Saturday: 08:30–16:00 → 08:30–${closes}`);
    await expect(latest).toContainText('Hana Harbour');
    await look(page, `site-history-${label}`);
    await page.getByRole('button', { name: /^Restore version \d+$/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: 'restored as version' })).toBeVisible();
    await expect.poll(() => livePage('/our-location/dealership'), { timeout: 5_000 }).not.toContain(holiday);
  });
}

test('a content page in Markdown with a side-by-side preview', async () => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${origin}/console/site`);
  await page.getByRole('navigation', { name: 'Site editor' }).getByRole('link', { name: 'Pages and news' }).click();
  await page.getByRole('link', { name: 'Write a new page' }).click();
  const form = page.getByRole('form', { name: 'Content page' });
  await form.getByLabel('Title').fill('Service specials');
  await form.getByLabel(/^Address/).fill('Service Specials');
  await form.getByLabel(/^Text/).fill('## Winter check\n\nA **free** battery test with every service.\n\n<script>alert(1)</script>');
  const rendered = form.getByRole('region', { name: 'Preview of the page' });
  await expect(rendered.getByRole('heading', { name: 'Winter check' })).toBeVisible();
  await expect(rendered.locator('strong')).toHaveText('free');
  await expect(rendered.locator('script')).toHaveCount(0);
  await form.getByRole('button', { name: 'Save page to the draft' }).click();
  await expect(form.getByText('Use lower-case words joined by hyphens, such as opening-hours.')).toBeVisible();
  await form.getByLabel(/^Address/).fill('service-specials');
  await form.getByRole('button', { name: 'Save page to the draft' }).click();
  await expect(page).toHaveURL(/\/pages\/page\/service-specials\?saved=1$/);
  await expect(page.getByRole('region', { name: 'Draft' })).toContainText('added Service specials');
  await look(page, 'site-page-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'site-page-390');
  await page.getByRole('region', { name: 'Draft' }).getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('region', { name: 'Draft' }).getByRole('status')).toContainText('Published as version');
  await expect.poll(() => livePage('/pages/service-specials'), { timeout: 5_000 }).toContain('Winter check');
});

test('lead destinations: a bad URL refused; a test lead to a local webhook and to the mail transport', async () => {
  const posts: string[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push(body);
      response.writeHead(200, { 'content-type': 'text/plain' }).end('crm took it: ref 42');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', () => resolve()));
  const hook = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/leads`;
  try {
    for (const [label, width, height] of [
      ['1280', 1280, 900],
      ['390', 390, 844],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(`${origin}/console/site/delivery`);
      const add = page.getByRole('form', { name: 'Add a destination' });
      await add.getByLabel('Kind').selectOption('webhook');
      await add.getByLabel(/^Address/).fill('http://crm.example/leads');
      await add.getByRole('button', { name: 'Add destination' }).click();
      await expect(add.getByText('A webhook needs a full https:// address, such as https://crm.example.com/leads.')).toBeVisible();
      await expect(add.getByLabel(/^Address/)).toHaveAttribute('aria-invalid', 'true');
      await look(page, `site-delivery-refused-${label}`);
      if (label === '390') break;
      await add.getByLabel(/^Address/).fill(hook);
      await add.getByLabel('Format').selectOption('json');
      await add.getByRole('button', { name: 'Add destination' }).click();
      const card = page.getByRole('article', { name: new RegExp(hook.replace(/[.:/]/g, '\\$&')) });
      await expect(card).toBeVisible();
      await card.getByRole('button', { name: 'Send a test lead' }).click();
      await expect(card.getByRole('status')).toContainText('Delivered. It answered: webhook answered 200: crm took it: ref 42');
      expect(posts.at(-1)).toContain('TEST LEAD');
      const email = page.getByRole('article', { name: /leads@harbour-toyota\.example/ });
      await email.getByRole('button', { name: 'Send a test lead' }).click();
      await expect(email.getByRole('status')).toContainText('Delivered.');
      await look(page, `site-delivery-${label}`);
    }
  } finally {
    await new Promise((resolve) => receiver.close(() => resolve(undefined)));
  }
});
