import fs from 'node:fs/promises';
import { expect as baseExpect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { consoleSession, sessionFile } from '../support/console-session';
import { get } from '../support/http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * The stock manager (issue 28) in Debian's Chromium at 1280 and 390 px, signed in as Harbour
 * Toyota's owner: a price changed in the table shows on the car's page at the next request; the
 * car editor answers a mistake with a message beside the field; a feed file goes through a dry run
 * with a rejected row and its report. Every page is checked with axe and photographed.
 */
// The machine is shared and loaded: a console page can take longer than Playwright's 5 s default.
const expect = baseExpect.configure({ timeout: 20_000 });
const origin = baseOrigin();
const SCREENS = 'test-results/screens-h3';
const OWNER = 'owner@harbourtoyota.example';
const VIEWPORTS = [
  ['1280', 1280, 900],
  ['390', 390, 844],
] as const;

test.beforeAll(async ({ browser }) => {
  await fs.mkdir(SCREENS, { recursive: true });
  await consoleSession(browser, OWNER);
});

test.use({ storageState: sessionFile(OWNER) });
test.describe.configure({ timeout: 180_000 });

for (const [label, width, height] of VIEWPORTS) {
  test(`a price edited in the stock table shows on the car page at the next request, at ${label} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/console/stock?state=in_stock&sort=stocknum&dir=${label === '1280' ? 'asc' : 'desc'}`);
    await expect(page.getByRole('heading', { name: /^Stock/ })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/stock-table-${label}.png`, fullPage: true });

    const row = page.getByRole('row').nth(1);
    const stocknum = (await row.getByRole('link').first().textContent())?.trim() ?? '';
    await row.getByRole('link', { name: stocknum }).click();
    await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
    const preview = page.getByRole('link', { name: 'See it on Harbour Toyota' });
    const carUrl = (await preview.getAttribute('href')) ?? '';
    expect(carUrl).toMatch(/^http:\/\/harbour-toyota\.localhost:\d+\/cars\//);
    // The car page is stored before the change, so the test proves the change expires it.
    expect((await get(carUrl)).status).toBe(200);
    expect((await get(carUrl)).status).toBe(200);

    const price = label === '1280' ? 31_357 : 28_643;
    await page.goto(`${origin}/console/stock?q=${encodeURIComponent(stocknum)}`);
    await page.getByLabel(`Price of ${stocknum}`).fill(String(price));
    await page.getByRole('button', { name: `Save price of ${stocknum.toLowerCase()}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toBeVisible();
    await expect(page.getByLabel(`Price of ${stocknum}`)).toHaveValue(String(price));
    await keepScreenshot(page, { path: `${SCREENS}/stock-quick-edit-${label}.png`, fullPage: true });

    expect((await get(carUrl)).body).toContain(`$${price.toLocaleString('en-AU')}`);
  });

  test(`the car editor answers a mistake beside its field, at ${label} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/console/stock?state=in_stock`);
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/console\/stock\/\d+$/);
    await expect(page.getByRole('link', { name: 'Photos' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/car-editor-${label}.png`, fullPage: true });

    await page.getByLabel('Year').fill('');
    await page.getByLabel('Odometer (km)').fill('about 40k');
    await page.getByRole('button', { name: 'Save the car' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'check the fields marked' })).toContainText('check the fields marked');
    await expect(page.getByLabel('Year')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Year is required.')).toBeVisible();
    await expect(page.getByText('Odometer must be a number.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/car-editor-error-${label}.png`, fullPage: true });
  });

  test(`a feed file dry run reports a rejected row with its reason, at ${label} px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto(`${origin}/console/stock/import`);
    await expect(page.getByRole('heading', { name: 'Import a feed file' })).toBeVisible();
    const csv = ['Stock No,make,model,year,car_type,Asking', `E2E${label}A,Toyota,Yaris,2024,new,25990`, `E2E${label}B,Toyota,Yaris,20x4,new,25990`].join('\n');
    await page.getByLabel(/^Feed file/).setInputFiles({ name: `feed-${label}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByLabel('Stock No')).toBeVisible();
    await page.getByLabel('Stock No').selectOption('stocknum');
    await page.getByLabel('Asking').selectOption('price');
    await expect(page.getByRole('checkbox', { name: /Dry run/ })).toBeChecked();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Dry run: nothing was changed.')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('#feed-progress-bar')).toHaveAttribute('value', '100');
    await expect(page.getByText('add 1', { exact: true })).toBeVisible();
    await expect(page.getByText(/reject 1 rows/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await keepScreenshot(page, { path: `${SCREENS}/feed-dry-run-${label}.png`, fullPage: true });

    const report = page.getByRole('link', { name: /download the rejected rows/ });
    const answer = await page.request.get(new URL((await report.getAttribute('href')) ?? '', origin).toString());
    expect(answer.headers()['content-type']).toContain('text/csv');
    expect(await answer.text()).toBe('\uFEFFline,reason\r\n3,year: Year must be a number.\r\n');
    // The dry run wrote no car.
    await page.goto(`${origin}/console/stock?q=E2E${label}A`);
    await expect(page.getByText('No car matches.')).toBeVisible();
  });
}
