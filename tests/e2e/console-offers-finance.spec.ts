import fs from 'node:fs/promises';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { signInAs } from '../support/console-session';
import { livePage, lookAt, publishDraft } from '../support/site-editor';

/**
 * The site editor's banners and offers, and finance with the current rate (issue 31): a banner with
 * a bad picture refused with the words kept, two offers reordered, a current rate set, published,
 * and all three seen live (home page, /special-offers, /finance); then taken off again.
 */
const origin = baseOrigin();
const site = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-h2';
const OWNER = 'owner@harbourtoyota.example';

let context: BrowserContext;
let page: Page;

const look = (on: Page, name: string) => lookAt(on, `${SCREENS}/${name}.png`);

const publish = (note: string) => publishDraft(page, note);

async function section(name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Site editor' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
}

const fill = async (group: Locator, fields: Record<string, string>) => {
  for (const [label, value] of Object.entries(fields)) await group.getByLabel(label, { exact: true }).fill(value);
};

// Several pages, axe and two publishes per test on a shared, loaded machine.
test.describe.configure({ mode: 'serial', timeout: 360_000 });

test.beforeAll(async ({ browser }) => {
  await fs.mkdir(SCREENS, { recursive: true });
  context = await browser.newContext();
  page = await context.newPage();
  await signInAs(page, OWNER);
});

test.afterAll(async () => {
  await context?.close();
});

for (const [label, width, height, rate] of [
  ['1280', 1280, 900, { interest: '5.49', comparison: '6.37' }],
  ['390', 390, 844, { interest: '5.59', comparison: '6.47' }],
] as const) {
  test(`a banner, two offers and the current rate: refused picture, reorder, publish, live, at ${label} px`, async () => {
    // Its own words each run: a run stopped before the clean-up leaves its items live.
    const run = `${label}-${Date.now() % 10_000}`;
    const banner = `Spring sale ${run}`;
    const [first, second] = [`Free first service ${run}`, `Finance from 5.99% ${run}`];
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/console/site`);
    await expect(page).toHaveURL(/\/console\/site\/\d+$/);
    const leftOver = page.getByRole('button', { name: 'Discard the draft' });
    if (await leftOver.isVisible()) await leftOver.click();

    await section('Banners and offers');
    const form = page.getByRole('form', { name: 'Banners and offers' });
    const banner1 = form.getByRole('group', { name: 'Banner 1' });
    await fill(banner1, { Picture: 'http://cdn.example/spring.jpg', Heading: banner, 'Words (optional)': 'Drive-away prices all month', 'Link (optional)': '/special-offers' });
    await fill(form.getByRole('group', { name: 'Offer 1' }), { Heading: first, 'What the offer is': 'On every car sold this month.' });
    await form.getByRole('button', { name: 'Add an offer' }).click();
    await fill(form.getByRole('group', { name: 'Offer 2' }), { Heading: second, 'What the offer is': 'Ask our finance manager.', 'Link (optional)': '/finance' });
    await form.getByRole('button', { name: 'Move offer 2 up' }).click();
    await expect(form.getByRole('group', { name: 'Offer 1' }).getByLabel('Heading')).toHaveValue(second);
    await form.getByRole('button', { name: 'Save banners and offers to the draft' }).click();
    await expect(banner1.getByText('Use a picture of the site starting with /, such as /media/offers/spring.jpg, or an address starting with https://.')).toBeVisible();
    await expect(banner1.getByLabel('Picture')).toHaveAttribute('aria-invalid', 'true');
    await expect(banner1.getByLabel('Heading')).toHaveValue(banner);
    await look(page, `offers-refused-${label}`);

    await banner1.getByLabel('Picture').fill('/media/locations/1.svg');
    await form.getByRole('button', { name: 'Save banners and offers to the draft' }).click();
    await expect(form.getByRole('status')).toContainText('Saved in the draft');
    const draft = page.getByRole('region', { name: 'Draft' });
    await expect(draft).toContainText(`Home banners, added ${banner}`);
    await expect(page.getByRole('form', { name: 'Banners and offers' }).getByRole('group', { name: 'Offer 1' }).getByLabel('Heading')).toHaveValue(second);
    await look(page, `offers-saved-${label}`);

    await section('Finance');
    const finance = page.getByRole('form', { name: 'Finance' });
    await expect(finance.getByRole('radio', { name: /Provider A\./ })).toBeChecked();
    await finance.getByLabel('Interest rate (% a year)').fill(rate.comparison);
    await finance.getByLabel('Comparison rate (% a year)').fill(rate.interest);
    await finance.getByRole('button', { name: 'Save finance to the draft' }).click();
    await expect(finance.getByText('The comparison rate takes in the fees, so it cannot be below the interest rate.')).toBeVisible();
    await finance.getByLabel('Interest rate (% a year)').fill(rate.interest);
    await finance.getByLabel('Comparison rate (% a year)').fill(rate.comparison);
    await finance.getByRole('button', { name: 'Save finance to the draft' }).click();
    await expect(page.getByRole('form', { name: 'Finance' }).getByRole('status')).toContainText('Saved in the draft');
    await expect(draft).toContainText(`Finance, current rate, interest rate: (none) → ${rate.interest}`);
    await look(page, `finance-saved-${label}`);
    expect(await livePage('/')).not.toContain(banner);

    await publish(`Offers and rate ${label}`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).toContain(banner);
    const shopper = await context.browser()!.newContext({ viewport: { width, height } });
    const live = await shopper.newPage();
    await live.goto(`${site}/`);
    const banners = live.getByRole('region', { name: 'Offers and news' });
    await expect(banners.getByRole('link', { name: banner })).toHaveAttribute('href', '/special-offers');
    await look(live, `home-banner-live-${label}`);

    await live.goto(`${site}/special-offers`);
    const offers = live.getByRole('list', { name: 'Our offers' }).getByRole('heading');
    await expect(offers).toHaveText([second, first]);
    await look(live, `special-offers-live-${label}`);

    await live.goto(`${site}/finance`);
    const current = live.getByRole('region', { name: 'Our current rate' });
    await expect(current).toContainText(`${rate.interest}% p.a. (${rate.comparison}% p.a. comparison rate)`);
    await look(live, `finance-live-${label}`);
    await shopper.close();

    // Taken off again, so the demo site is as it was.
    await section('Banners and offers');
    const again = page.getByRole('form', { name: 'Banners and offers' });
    for (const row of ['Offer 2', 'Offer 1', 'Banner 1']) await again.getByRole('button', { name: `Remove ${row.toLowerCase()}` }).click();
    await again.getByRole('button', { name: 'Save banners and offers to the draft' }).click();
    await expect(page.getByRole('region', { name: 'Draft' })).toContainText(`Home banners, removed ${banner}`);
    await section('Finance');
    await page.getByRole('form', { name: 'Finance' }).getByLabel('Interest rate (% a year)').fill('');
    await page.getByRole('form', { name: 'Finance' }).getByLabel('Comparison rate (% a year)').fill('');
    await page.getByRole('form', { name: 'Finance' }).getByRole('button', { name: 'Save finance to the draft' }).click();
    await expect(page.getByRole('region', { name: 'Draft' })).toContainText(`Finance, current rate, interest rate: ${rate.interest} → (none)`);
    await publish(`Offers and rate ${label} removed`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).not.toContain(banner);
    expect(await livePage('/finance')).not.toContain('Our current rate');
  });
}
