import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { get, send } from '../support/http';
import { seriousViolations } from '../support/axe';
import { keepScreenshot } from '../support/screenshot';

/**
 * "Find my car by rego" (issue 27) on the trade-in form, at phone and desktop widths: a demo plate
 * fills the vehicle fields, which stay editable; with the lookup down the form says so and is still
 * sent by typing. The plate is learnt the way a shopper's VIN would find it: POST /api/nevdis.
 */
const SITE = 'harbour-toyota';
const SCREENS = 'test-results/screens-h5';
const WIDTHS = [390, 1280] as const;

type Vehicle = { make: string; model: string; year: number; plate: string; state: string };

async function demoVehicle(): Promise<Vehicle> {
  const search = JSON.parse((await get(`${baseOrigin(SITE)}/api/search?car_type=used`)).body) as { hits: { vin: string | null; car_type: string }[] };
  const vin = search.hits.find((hit) => hit.car_type === 'used' && hit.vin)?.vin;
  expect(vin, 'a used demo car with a VIN').toBeTruthy();
  const answer = await send('POST', `${baseOrigin(SITE)}/api/nevdis`, {
    headers: { 'content-type': 'application/json', origin: baseOrigin(SITE) },
    body: JSON.stringify({ vin }),
  });
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { vehicle: Vehicle }).vehicle;
}

async function expectAxeClean(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

const lookupPanel = (page: Page) => page.getByRole('group', { name: /Find my car by rego/ });

for (const width of WIDTHS) {
  test(`a demo plate fills the trade-in form, which stays editable, at ${width} px`, async ({ page }) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    const vehicle = await demoVehicle();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseOrigin(SITE)}/cars/trade-in`);
    const panel = lookupPanel(page);
    await expect(panel).toBeVisible();
    await panel.getByLabel('Your rego').fill(vehicle.plate.toLowerCase());
    await panel.getByLabel('State').selectOption(vehicle.state);
    await panel.getByRole('button', { name: 'Find my car' }).click();
    await expect(panel.getByRole('status')).toContainText(`Found: ${vehicle.year} ${vehicle.make} ${vehicle.model}`);
    await expect(panel.getByRole('status')).toContainText('Registration expires');
    await expect(page.locator('#trade-in-vehicle_make')).toHaveValue(vehicle.make);
    await expect(page.locator('#trade-in-vehicle_model')).toHaveValue(vehicle.model);
    await expect(page.locator('#trade-in-vehicle_year')).toHaveValue(String(vehicle.year));
    await expect(page.locator('#trade-in-rego')).toHaveValue(vehicle.plate);
    await expect(page.locator('#trade-in-rego_state')).toHaveValue(vehicle.state);
    // Still the shopper's to change.
    await page.locator('#trade-in-vehicle_model').fill(`${vehicle.model} (facelift)`);
    await expect(page.locator('#trade-in-vehicle_model')).toHaveValue(`${vehicle.model} (facelift)`);
    await panel.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${SCREENS}/trade-in-found-${width}.png`, fullPage: false });
    await expectAxeClean(page);
  });

  test(`with the lookup down the trade-in form says so and is still sent by typing, at ${width} px`, async ({ page }) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    // The provider is down: our route answers as it does then (tests/integration/vehicle-data.test.ts proves the server side).
    await page.route('**/api/nevdis', (route) =>
      route.fulfill({ status: 424, contentType: 'application/json', body: JSON.stringify({ error: "We can't look cars up right now. Please type your car's details in." }) }),
    );
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${baseOrigin(SITE)}/cars/trade-in`);
    const panel = lookupPanel(page);
    await panel.getByLabel('Your rego').fill('AB12CD');
    await panel.getByLabel('State').selectOption('NSW');
    await panel.getByRole('button', { name: 'Find my car' }).click();
    await expect(panel.getByRole('status')).toHaveText("We can't look cars up right now. Please type your car's details in below.");
    await panel.scrollIntoViewIfNeeded();
    await keepScreenshot(page, { path: `${SCREENS}/trade-in-down-${width}.png`, fullPage: false });
    await expectAxeClean(page);

    await page.getByLabel(/^Full name/).fill('Jane Citizen');
    await page.getByLabel(/^Email/).fill('jane@example.com');
    await page.locator('input[type="tel"]').fill('0412 345 678');
    const location = page.locator('select[id$="-location_id"]');
    if ((await location.count()) > 0) await location.selectOption({ index: 1 });
    await page.locator('#trade-in-rego').fill('AB12CD');
    await page.locator('#trade-in-rego_state').selectOption('NSW');
    await page.locator('#trade-in-vehicle_make').fill('Toyota');
    await page.locator('#trade-in-vehicle_model').fill('Corolla');
    await page.locator('#trade-in-vehicle_year').fill('2019');
    await page.locator('#trade-in-odometer').fill('60000');
    await page.getByLabel('Good', { exact: true }).check();
    await page.getByLabel('No', { exact: true }).check();
    await page.getByRole('button', { name: 'Get My Trade-in Offer' }).click();
    await page.waitForURL(/\/success\?category=trade-in$/);
  });
}

test('a shopper without script gets the form without the lookup button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${baseOrigin(SITE)}/cars/trade-in`);
  await expect(page.locator('#trade-in-vehicle_make')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Find my car' })).toHaveCount(0);
  await context.close();
});
