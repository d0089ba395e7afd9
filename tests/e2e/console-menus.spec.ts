import fs from 'node:fs/promises';
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { signInAs } from '../support/console-session';
import { discardLeftOverDraft, livePage, lookAt, publishDraft } from '../support/site-editor';

/**
 * The site editor's menus and photo hosts (issue 31): the menus page short at phone width with every
 * item folded; an emptied footer refused in the SPEC's words, a header item renamed, one added and
 * moved up with the keyboard, published and seen in the live site's menu at both widths, then put
 * back; a titled group's heading and link edited, a link moved and one added (refused without
 * where it goes), published and seen as a column and a phone-menu heading; a photo host with a port
 * refused, then saved.
 */
const origin = baseOrigin();
const site = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-h1';
const OWNER = 'owner@harbourtoyota.example';

let context: BrowserContext;
let page: Page;

const look = (on: Page, name: string) => lookAt(on, `${SCREENS}/${name}.png`);

const publish = (note: string) => publishDraft(page, note);

/** The editor of the demo site, with any draft a stopped run left behind discarded. */
async function openSection(link: string, heading: string): Promise<void> {
  await page.goto(`${origin}/console/site`);
  await expect(page).toHaveURL(/\/console\/site\/\d+$/);
  await discardLeftOverDraft(page);
  await page.getByRole('navigation', { name: 'Site editor' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
}

/** Opens every folded item of a menu form, as a dealer clicking each summary would. */
async function openItems(form: Locator): Promise<void> {
  const closed = form.locator('details.menu-item:not([open]) > summary');
  while ((await closed.count()) > 0) await closed.first().click();
}

/** The live site's menu at this width: the main navigation, or the phone menu opened. */
async function liveMenu(live: Page, width: number): Promise<Locator> {
  if (width >= 800) return live.getByRole('navigation', { name: 'Main' });
  await live.getByRole('banner').getByLabel('Menu', { exact: true }).click();
  return live.getByRole('navigation', { name: 'Mobile' });
}

const item = (form: Locator, name: string) => form.getByRole('listitem').filter({ has: page.getByRole('group', { name: new RegExp(`^Item \\d+: ${name.replace(/[()]/g, '\\$&')}$`) }) });

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
  test(`menus: empty footer refused; rename, add, move, publish, live, at ${label} px`, async () => {
    // Short words of their own each run: a menu label is short, and the header has one line.
    const run = String(Date.now() % 1000).padStart(3, '0');
    const renamed = `Demo ${run}`;
    const added = `Reviews ${run}`;
    await page.setViewportSize({ width, height });
    await openSection('Menus', 'Menus');
    // Folded, the page is short (it was about 16,000 px at 390 px with every item open).
    const folded = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(folded).toBeLessThan(width < 800 ? 5_000 : 3_000);
    await look(page, `menus-folded-${label}`);

    // Every footer item removed: refused with the SPEC's words, nothing saved.
    const footer = page.getByRole('form', { name: 'Footer menu' });
    await openItems(footer);
    const footerItems = footer.getByRole('button', { name: /^Remove “[^”]+”$/ });
    while ((await footerItems.count()) > 0) await footerItems.first().click();
    await expect(footer.getByRole('button', { name: 'Add an item to the footer menu' })).toBeFocused();
    await footer.getByRole('button', { name: 'Save the footer menu to the draft' }).click();
    await expect(footer.getByText('Cannot run without navigation: keep at least one item in the footer menu.')).toBeVisible();
    await look(page, `menus-empty-footer-${label}`);
    await expect(page.getByRole('region', { name: 'Draft' })).not.toContainText('Navigation');

    await page.reload();
    const header = page.getByRole('form', { name: 'Header menu' });
    await openItems(header);
    const second = header.getByRole('group', { name: /^Item 2: / }).getByLabel('Label', { exact: true });
    const was = await second.inputValue();
    await second.fill(renamed);
    const count = await header.getByRole('group', { name: /^Item \d+/ }).count();
    await header.getByRole('button', { name: 'Add an item to the header menu' }).click();
    const newLabel = header.getByRole('group', { name: `Item ${count + 1}`, exact: true }).getByLabel('Label', { exact: true });
    await expect(newLabel).toBeFocused();
    await newLabel.fill(added);
    await item(header, added).getByLabel('Goes to', { exact: true }).fill('/pages/reviews');
    // Up to fifth place (after Finance), the first by a click, the rest by the keyboard: focus stays
    // on the button and each move is announced.
    const up = header.getByRole('button', { name: `Move “${added}” up` });
    await up.click();
    await expect(up).toBeFocused();
    for (let place = count; place > 5; place--) await page.keyboard.press('Enter');
    await expect(header.getByRole('status')).toHaveText(`${added} is now item 5 of ${count + 1}.`);
    await expect(header.getByRole('group', { name: `Item 5: ${added}` })).toBeVisible();
    await look(page, `menus-edited-${label}`);

    await header.getByRole('button', { name: 'Save the header menu to the draft' }).click();
    await expect(page.getByRole('form', { name: 'Header menu' }).getByText('Saved in the draft')).toBeVisible();
    const draft = page.getByRole('region', { name: 'Draft' });
    await expect(draft).toContainText(`Navigation, header, added ${added}`);
    await expect(draft).toContainText(`Navigation, header, added ${renamed}`);
    expect(await livePage('/')).not.toContain(added);

    await publish(`Menu ${label}`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).toContain(added);
    const shopper = await context.browser()!.newContext({ viewport: { width, height } });
    const live = await shopper.newPage();
    await live.goto(`${site}/`);
    const menu = await liveMenu(live, width);
    await expect(menu.getByRole('link', { name: added })).toHaveAttribute('href', '/pages/reviews');
    await expect(menu.getByText(renamed)).toBeVisible();
    // In the order the editor left them: the renamed second item before the added one, moved to fifth.
    const words = (await menu.textContent()) ?? '';
    expect(words.indexOf(renamed)).toBeGreaterThanOrEqual(0);
    expect(words.indexOf(renamed)).toBeLessThan(words.indexOf(added));
    expect(words.indexOf(added)).toBeLessThan(words.indexOf('Service'));
    await look(live, `menus-live-${label}`);
    await shopper.close();

    // Put back, so the demo site's menu is as it was.
    const again = page.getByRole('form', { name: 'Header menu' });
    await openItems(again);
    await again.getByRole('button', { name: `Remove “${added}”` }).click();
    await item(again, renamed).getByLabel('Label', { exact: true }).fill(was);
    await again.getByRole('button', { name: 'Save the header menu to the draft' }).click();
    await expect(page.getByRole('region', { name: 'Draft' })).toContainText(`Navigation, header, removed ${added}`);
    await publish(`Menu ${label} put back`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).not.toContain(added);
  });

  test(`menus: a titled group's heading and links edited, published, live as a column, at ${label} px`, async () => {
    const run = String(Date.now() % 1000).padStart(3, '0');
    const heading = `Why us ${run}`;
    const words = `Reviews ${run}`;
    const extra = `Visit ${run}`;
    await page.setViewportSize({ width, height });
    await openSection('Menus', 'Menus');
    const header = page.getByRole('form', { name: 'Header menu' });
    await header.locator('details.menu-item > summary', { hasText: /^Item \d+: About/ }).click();
    const about = item(header, 'About');
    const second = about.getByRole('group', { name: 'Group 2: Why buy from us' });
    // The link first: a group's name is its heading, so the group is found by its old words.
    await second.getByRole('group', { name: 'Link 1: Reviews' }).getByLabel('Link words', { exact: true }).fill(words);
    await second.getByLabel('Heading', { exact: true }).fill(heading);
    // Moved down within its group by a click, focus kept on the button, the move announced.
    const down = about.getByRole('button', { name: `Move link “${words}” of group “${heading}” of “About” down` });
    await down.click();
    await expect(down).toBeFocused();
    await expect(header.getByRole('status')).toHaveText(`${words} is now link 2 of 3.`);
    // A link added to the first group: refused until it says where it goes, its item kept open.
    await about.getByRole('button', { name: 'Add a link to group “Harbour Toyota” of “About”' }).click();
    const first = about.getByRole('group', { name: 'Group 1: Harbour Toyota' });
    const newWords = first.getByRole('group', { name: 'Link 4', exact: true }).getByLabel('Link words', { exact: true });
    await expect(newWords).toBeFocused();
    await newWords.fill(extra);
    await header.getByRole('button', { name: 'Save the header menu to the draft' }).click();
    const refused = first.getByRole('group', { name: `Link 4: ${extra}` }).getByLabel('Link goes to', { exact: true });
    await expect(refused).toHaveAttribute('aria-invalid', 'true');
    await expect(about.getByText('Write where this link goes, or remove it.')).toBeVisible();
    await refused.fill('/contact');
    await look(page, `menus-groups-edited-${label}`);
    await header.getByRole('button', { name: 'Save the header menu to the draft' }).click();
    await expect(page.getByRole('form', { name: 'Header menu' }).getByText('Saved in the draft')).toBeVisible();

    await publish(`Menu groups ${label}`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).toContain(heading);
    const shopper = await context.browser()!.newContext({ viewport: { width, height } });
    const live = await shopper.newPage();
    await live.goto(`${site}/`);
    const menu = await liveMenu(live, width);
    if (width >= 800) await menu.getByRole('button', { name: 'About', exact: true }).click();
    else await menu.getByText('About', { exact: true }).click();
    await expect(menu.getByRole('list', { name: heading }).getByRole('link')).toHaveText(['Special Offers', words, 'Sell My Car']);
    await expect(menu.getByRole('list', { name: 'Harbour Toyota' }).getByRole('link', { name: extra })).toHaveAttribute('href', '/contact');
    await look(live, `menus-groups-live-${label}`);
    await shopper.close();

    // Put back, so the demo site's menu is as it was.
    const again = page.getByRole('form', { name: 'Header menu' });
    await again.locator('details.menu-item > summary', { hasText: /^Item \d+: About/ }).click();
    const aboutAgain = item(again, 'About');
    await aboutAgain.getByRole('button', { name: `Remove link “${extra}” of group “Harbour Toyota” of “About”` }).click();
    await aboutAgain.getByRole('button', { name: `Move link “${words}” of group “${heading}” of “About” up` }).click();
    await aboutAgain.getByRole('group', { name: `Link 1: ${words}` }).getByLabel('Link words', { exact: true }).fill('Reviews');
    await aboutAgain.getByRole('group', { name: `Group 2: ${heading}` }).getByLabel('Heading', { exact: true }).fill('Why buy from us');
    await again.getByRole('button', { name: 'Save the header menu to the draft' }).click();
    await expect(page.getByRole('form', { name: 'Header menu' }).getByText('Saved in the draft')).toBeVisible();
    await publish(`Menu groups ${label} put back`);
    await expect.poll(() => livePage('/'), { timeout: 5_000 }).not.toContain(heading);
  });

  test(`photo hosts: a port refused, a host saved to the draft, at ${label} px`, async () => {
    await page.setViewportSize({ width, height });
    await openSection('Photo hosts', 'Photo hosts');
    const form = page.getByRole('form', { name: 'Photo hosts' });
    const hosts = form.getByLabel('Photo hosts of Harbour Toyota');
    await hosts.fill('cdn.harbour.example:8443');
    await form.getByRole('button', { name: 'Save photo hosts to the draft' }).click();
    await expect(form.getByText('"cdn.harbour.example:8443": ports are not allowed; write cdn.harbour.example.')).toBeVisible();
    await expect(hosts).toHaveAttribute('aria-invalid', 'true');
    await look(page, `photo-hosts-refused-${label}`);
    await hosts.fill('cdn.harbour.example\n**.dealerphotos.net');
    await form.getByRole('button', { name: 'Save photo hosts to the draft' }).click();
    await expect(page.getByRole('form', { name: 'Photo hosts' }).getByRole('status')).toContainText('Saved in the draft');
    await expect(page.getByRole('region', { name: 'Draft' })).toContainText('photo hosts');
    await expect(page.getByRole('form', { name: 'Photo hosts' }).getByLabel('Photo hosts of Harbour Toyota')).toHaveValue('cdn.harbour.example\n**.dealerphotos.net');
    await look(page, `photo-hosts-saved-${label}`);
    await page.getByRole('button', { name: 'Discard the draft' }).click();
    await expect(page.getByRole('button', { name: 'Discard the draft' })).toHaveCount(0);
  });
}

test('photo hosts on a group site: each dealership, and where else an edit shows, at 1280 and 390 px', async ({ browser }) => {
  const manager = await browser.newContext();
  const on = await manager.newPage();
  await signInAs(on, 'manager@summitauto.example');
  await on.goto(`${origin}/console/site`);
  await on.getByRole('link', { name: 'Summit Auto Group' }).click();
  await on.getByRole('navigation', { name: 'Site editor' }).getByRole('link', { name: 'Photo hosts' }).click();
  const form = on.getByRole('form', { name: 'Photo hosts' });
  await expect(form.getByRole('group', { name: 'Summit Mazda' })).toContainText(
    'Summit Mazda is also shown on Summit Mazda. These hosts belong to the dealership, so publishing here changes them on that site too.',
  );
  await expect(form.getByLabel('Photo hosts of Summit Kia')).toBeVisible();
  for (const [label, width, height] of [
    ['1280', 1280, 900],
    ['390', 390, 844],
  ] as const) {
    await on.setViewportSize({ width, height });
    await look(on, `photo-hosts-group-${label}`);
  }
  await manager.close();
});

