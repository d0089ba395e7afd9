import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { BREAKPOINTS } from '../../src/domain/breakpoints';
import { keepScreenshot } from '../support/screenshot';

/**
 * Issue 26, SPEC 9 "Breakpoints: xs 400px, sm 576, md 768, lg 992 (also the mobile check), xl 1200,
 * xxl 1400": the stock grid is one car a row on a phone, four on the home page from xl and three
 * beside the search filters (21 results fill seven rows); the page widens to 1320px from xxl.
 * scripts/lint/breakpoints-css.test.ts holds the stylesheets to those widths.
 */
const SITE = 'harbour-toyota';
const SCREENS = 'test-results/screens-h3';
fs.mkdirSync(SCREENS, { recursive: true });

const columns = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);

for (const [width, home, search] of [
  [390, 1, 1],
  [1280, 4, 3],
  [1440, 4, 3],
] as const) {
  test(`home and search at ${width} px: ${home} and ${search} cars a row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseOrigin(SITE)}/`);
    await expect(page.locator('.car-grid').first()).toBeVisible();
    expect(await columns(page, '.car-grid')).toBe(home);
    const container = await page.locator('main .container').first().evaluate((el) => el.getBoundingClientRect().width);
    expect(container).toBeLessThanOrEqual(width >= BREAKPOINTS.xxl ? 1320 : 1200);
    if (width >= BREAKPOINTS.xxl) expect(container).toBeGreaterThan(1200);
    await keepScreenshot(page, { path: `${SCREENS}/breakpoints-home-${width}.png`, fullPage: true });

    await page.goto(`${baseOrigin(SITE)}/search/new-used-and-demo-cars`);
    await expect(page.locator('.search-layout .car-grid')).toBeVisible();
    expect(await columns(page, '.search-layout .car-grid')).toBe(search);
    await keepScreenshot(page, { path: `${SCREENS}/breakpoints-search-${width}.png`, fullPage: true });
  });
}
