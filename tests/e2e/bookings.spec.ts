import fs from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { seriousViolations } from '../support/axe';
import { get } from '../support/http';
import { keepScreenshot } from '../support/screenshot';

/**
 * Test drives booked into real free slots (issue 27), at a phone's and a desktop's width: a
 * shopper books a free slot; another who had chosen the same slot meanwhile is told it has just
 * gone, is offered only free times and books the next; neither time is offered again.
 */

const SITE = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-h6';
const TAKEN = 'Someone has just booked that time. Please choose another of the free times.';

type Slots = { location_id: number; time_zone: string; days: { date: string; times: string[] }[] };

/** A shopper's test-drive form, filled in up to the time, which is left to the test. */
async function openForm(browser: Browser, width: number, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  await page.goto(`${SITE}/book-test-drive`);
  await page.getByLabel(/^Full name/).fill('Jane Citizen');
  await page.getByLabel(/^Email/).fill(email);
  await page.locator('input[type="tel"]').fill('0412 345 678');
  await page.getByLabel(/^Make/).fill('Toyota');
  const location = page.locator('select[id$="-location_id"]');
  if ((await location.count()) > 0) await location.selectOption({ index: 1 });
  await expect(page.getByLabel(/^Date and time/).locator('option').nth(1)).toBeAttached();
  return page;
}

async function offered(page: Page): Promise<string[]> {
  return page.getByLabel(/^Date and time/).locator('option').evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter(Boolean));
}

for (const viewport of [
  { name: 'phone', width: 390 },
  { name: 'desktop', width: 1280 },
]) {
  test(`a test drive takes a free slot and the slot is gone for the next shopper (${viewport.name})`, async ({ browser }) => {
    // Three browsers and two accessibility scans on a loaded machine.
    test.setTimeout(300_000);
    fs.mkdirSync(SCREENS, { recursive: true });
    const first = await openForm(browser, viewport.width, `first-${viewport.name}@example.com`);
    const late = await openForm(browser, viewport.width, `late-${viewport.name}@example.com`);
    const [slot] = await offered(first);
    expect(slot).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await expect(first.getByText(/^Times are .+ time\.$/)).toBeVisible();
    expect(await seriousViolations(first)).toEqual([]);
    await keepScreenshot(first, { path: `${SCREENS}/test-drive-slots-${viewport.name}.png`, fullPage: true });

    // Both shoppers choose the same free time; the first to send it gets it.
    await late.getByLabel(/^Date and time/).selectOption(slot!);
    await first.getByLabel(/^Date and time/).selectOption(slot!);
    const sent = first.waitForResponse((r) => /\/api\/leads$/.test(r.url()) && r.request().method() === 'POST');
    await first.getByRole('button', { name: 'Book Test Drive' }).click();
    expect((await sent).status()).toBe(201);
    await first.waitForURL(/\/success\?category=test-drive$/);

    // The late shopper is told in plain words, and offered only free times.
    const refused = late.waitForResponse((r) => /\/api\/leads$/.test(r.url()) && r.request().method() === 'POST');
    await late.getByRole('button', { name: 'Book Test Drive' }).click();
    expect((await refused).status()).toBe(422);
    await expect(late.getByText(TAKEN)).toBeVisible();
    await expect.poll(() => offered(late)).not.toContain(slot);
    expect((await offered(late)).length).toBeGreaterThan(0);
    expect(await seriousViolations(late)).toEqual([]);
    await keepScreenshot(late, { path: `${SCREENS}/test-drive-taken-${viewport.name}.png`, fullPage: true });

    const [next] = await offered(late);
    await late.getByLabel(/^Date and time/).selectOption(next!);
    await late.getByRole('button', { name: 'Book Test Drive' }).click();
    await late.waitForURL(/\/success\?category=test-drive$/);

    // A new shopper is offered neither time.
    const third = await openForm(browser, viewport.width, `third-${viewport.name}@example.com`);
    const times = await offered(third);
    expect(times).not.toContain(slot);
    expect(times).not.toContain(next);
    await third.context().close();
    await first.context().close();
    await late.context().close();
  });
}

test('the slots JSON answers only for the Host’s own dealerships and in the location’s zone', async () => {
  const session = JSON.parse((await get(`${SITE}/api/v1/websites/1/website_session_data.json`)).body) as { dealerships: { id: number }[] };
  const id = session.dealerships[0]?.id;
  const answer = await get(`${SITE}/api/v1/dealerships/${id}/available_appointment_bookings.json`);
  expect(answer.status).toBe(200);
  const slots = JSON.parse(answer.body) as Slots;
  expect(slots).toMatchObject({ dealership_id: id, slot_minutes: 30 });
  expect(slots.time_zone).toMatch(/^[A-Za-z]+\/[A-Za-z_]+$/);
  expect(slots.days.length).toBeGreaterThan(0);
  expect((await get(`${baseOrigin('redline-motors')}/api/v1/dealerships/${id}/available_appointment_bookings.json`)).status).toBe(404);
  expect((await get(`${SITE}/api/v1/dealerships/abc/available_appointment_bookings.json`)).status).toBe(404);
});
