import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { lookAt } from '../support/site-editor';

/**
 * SPEC 3 navigation item `dropdownMenus` on the live header (docs/decisions/043-navigation-dropdown-menus.md): Harbour Toyota's
 * "About" holds two flat links and two titled groups. At 1280 px the groups are columns of the
 * mega-menu, each list named by its heading and reached by the keyboard; at 390 px they are
 * headings over their links inside the phone menu. Axe finds nothing serious with the menu open.
 */
const site = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-h1';
const GROUPS = [
  { title: 'Harbour Toyota', links: ['About Us', 'Meet the Team', 'Careers'] },
  { title: 'Why buy from us', links: ['Reviews', 'Special Offers', 'Sell My Car'] },
];

test.beforeAll(async () => {
  await fs.mkdir(SCREENS, { recursive: true });
});

test('dropdownMenus: titled columns in the mega-menu, by keyboard, at 1280 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  // The menu's keys work once its script has loaded.
  await page.goto(`${site}/`, { waitUntil: 'networkidle' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  const about = nav.getByRole('button', { name: 'About', exact: true });
  const panel = page.locator(`#${await about.getAttribute('aria-controls')}`);
  await about.focus();
  await expect(about).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(panel).toBeVisible();
  // The flat links first, then each group's links under their heading, in the file's order.
  await expect(panel.getByRole('link', { name: 'Latest News' })).toBeFocused();
  for (const group of GROUPS) {
    const list = panel.getByRole('list', { name: group.title });
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(group.links);
  }
  const headings = await panel.locator('.mega-column').evaluateAll((columns) => columns.map((c) => c.getBoundingClientRect().left));
  expect(headings).toHaveLength(2);
  expect(headings[1]!).toBeGreaterThan(headings[0]!);
  // Down walks on from the flat links into the first column.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByRole('list', { name: 'Harbour Toyota' }).getByRole('link', { name: 'About Us' })).toBeFocused();
  await lookAt(page, `${SCREENS}/header-dropdown-menus-1280.png`);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(about).toBeFocused();
  await context.close();
});

test('dropdownMenus: headings over their links in the phone menu at 390 px', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${site}/`);
  await page.getByRole('banner').getByLabel('Menu', { exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await menu.getByText('About', { exact: true }).click();
  for (const group of GROUPS) {
    const list = menu.getByRole('list', { name: group.title });
    await expect(list).toBeVisible();
    await expect(list.getByRole('link')).toHaveText(group.links);
  }
  await lookAt(page, `${SCREENS}/header-dropdown-menus-390.png`);
  // The drawer as a phone shows it, without the page's length beside it.
  await page.screenshot({ path: `${SCREENS}/header-dropdown-menus-390-drawer.png` });
  await context.close();
});
