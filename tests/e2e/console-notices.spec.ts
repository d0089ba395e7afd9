import fs from 'node:fs/promises';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { signInAs } from '../support/console-session';
import { discardLeftOverDraft, livePage, lookAt, publishDraft } from '../support/site-editor';

/**
 * The site editor's notices (issue 31 "banners"): a bar with a link written in the console, a bad
 * link refused with the words kept, the bar seen in the preview, published, seen live, then removed.
 */
const origin = baseOrigin();
const site = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-h3';
const OWNER = 'owner@harbourtoyota.example';

let context: BrowserContext;
let page: Page;

const look = (on: Page, name: string) => lookAt(on, `${SCREENS}/${name}.png`);

const publish = (note: string) => publishDraft(page, note);

// Several pages, axe and two publishes per test on a shared, loaded machine.
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

for (const [label, width, height] of [
  ['1280', 1280, 900],
  ['390', 390, 844],
] as const) {
  test(`a notice bar with a link: refused link, preview, publish, live, at ${label} px`, async () => {
    // Its own words each run: a run stopped before the clean-up leaves its bar live.
    const words = `Spring sale ends Sunday (${label}, run ${Date.now() % 10_000})`;
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/console/site`);
    await expect(page).toHaveURL(/\/console\/site\/\d+$/);
    await discardLeftOverDraft(page);
    await page.getByRole('navigation', { name: 'Site editor' }).getByRole('link', { name: 'Notices' }).click();
    await expect(page.getByRole('heading', { name: 'Notices' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Notices' });
    const first = form.getByRole('group', { name: 'Notice 1' });
    await first.getByLabel('Words').fill(words);
    await first.getByLabel('Link (optional)').fill('http://example.com/sale');
    await form.getByRole('button', { name: 'Save notices to the draft' }).click();
    await expect(first.getByText('Use a page of the site starting with /, such as /special-offers, or an address starting with https://.')).toBeVisible();
    await expect(first.getByLabel('Link (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(first.getByLabel('Words')).toHaveValue(words);
    await expect(first.getByLabel('Link (optional)')).toHaveValue('http://example.com/sale');
    await look(page, `notices-refused-${label}`);

    await first.getByLabel('Link (optional)').fill('/special-offers');
    await form.getByRole('button', { name: 'Save notices to the draft' }).click();
    await expect(form.getByRole('status')).toContainText('Saved in the draft');
    const draft = page.getByRole('region', { name: 'Draft' });
    await expect(draft).toContainText(`Notices, added ${words}`);
    await expect(page.getByRole('form', { name: 'Notices' }).getByRole('group', { name: 'Notice 1' }).getByLabel('Words')).toHaveValue(words);
    await look(page, `notices-saved-${label}`);
    expect(await livePage('/')).not.toContain(words);

    // Preview: the draft on the site's own host, for this browser only.
    await draft.getByRole('button', { name: 'Preview the draft' }).click();
    const link = await draft.getByRole('link', { name: /Open the preview/ }).getAttribute('href');
    const preview = await context.newPage();
    await preview.setViewportSize({ width, height });
    await preview.goto(link!);
    await preview.goto(`${site}/`);
    const bar = preview.getByRole('complementary', { name: 'Notices' }).getByRole('link', { name: words });
    await expect(bar).toHaveAttribute('href', '/special-offers');
    await look(preview, `notices-preview-${label}`);
    await preview.close();

    await publish(`Notice ${label}`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).toContain(words);
    const shopper = await context.browser()!.newContext({ viewport: { width, height } });
    const live = await shopper.newPage();
    await live.goto(`${site}/`);
    await expect(live.getByRole('complementary', { name: 'Notices' }).getByRole('link', { name: words })).toBeVisible();
    await look(live, `notices-live-${label}`);
    await shopper.close();

    // Removed again, so the demo site is as it was; the draft bar shows the new draft after the publish.
    const again = page.getByRole('form', { name: 'Notices' }).getByRole('group', { name: 'Notice 1' });
    await again.getByLabel('Words').fill('');
    await again.getByLabel('Link (optional)').fill('');
    await page.getByRole('button', { name: 'Save notices to the draft' }).click();
    await expect(page.getByRole('region', { name: 'Draft' })).toContainText(`Notices, removed ${words}`);
    await publish(`Notice ${label} removed`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).not.toContain(words);
  });
}
