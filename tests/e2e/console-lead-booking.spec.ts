import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { baseOrigin } from '../../playwright.config';
import { SLOT_UNAVAILABLE_MESSAGE } from '../../src/bookings/messages';
import { freshClient } from '../support/client-address';
import { signInAs } from '../support/console-session';
import { get, send } from '../support/http';
import { lookAt } from '../support/site-editor';

/**
 * Issue 27: a test drive booked on the site is moved and then cancelled from the console's lead
 * page, as the dealer API can, at 1280 and 390 px; the slot it leaves is offered to shoppers again.
 */
const SITE = baseOrigin('harbour-toyota');
const SCREENS = 'test-results/screens-console';
type Slots = { location_id: number; days: { date: string; times: string[] }[] };

async function freeTimes(): Promise<{ locationId: number; times: string[] }> {
  const session = JSON.parse((await get(`${SITE}/api/v1/websites/1/website_session_data.json`)).body) as { dealerships: { id: number }[] };
  const slots = JSON.parse((await get(`${SITE}/api/v1/dealerships/${session.dealerships[0]!.id}/available_appointment_bookings.json`)).body) as Slots;
  return { locationId: slots.location_id, times: slots.days.flatMap((day) => day.times.map((time) => `${day.date}T${time}`)) };
}

for (const [label, width, height] of [
  ['1280', 1280, 900],
  ['390', 390, 844],
] as const) {
  test(`a booked test drive moved and cancelled from the lead page, at ${label} px`, async ({ page }) => {
    await fs.mkdir(SCREENS, { recursive: true });
    const { locationId, times } = await freeTimes();
    const [first, second] = times;
    const body = JSON.stringify({ lead: { name: label === '1280' ? 'Bea Wide' : 'Bea Narrow', email: `bea${label}@example.com`, phone: '0412 345 678', category: 'test-drive', location_id: locationId, extra: { booking_time: first } } });
    const sent = await send('POST', `${SITE}/api/leads`, { headers: { 'content-type': 'application/json', origin: SITE, ...freshClient() }, body });
    expect(sent.status, sent.body).toBe(201);
    const leadId = String((JSON.parse(sent.body) as { lead_id: string }).lead_id);

    await page.setViewportSize({ width, height });
    await signInAs(page, 'owner@harbourtoyota.example');
    await page.goto(`${baseOrigin()}/console/leads/${leadId}`);
    const booking = page.getByRole('region', { name: 'Booking' });
    // A server action's answer on a server just started can take its time: the waits allow for it.
    await expect(booking).toContainText(`Test drive at ${first!.replace('T', ' ')}`);
    await lookAt(page, `${SCREENS}/lead-booking-${label}.png`);

    // A time that is no slot is refused on the field; a free one moves the booking.
    await booking.getByLabel('New day and time (at the location)').fill('2020-01-01T09:00');
    await booking.getByRole('button', { name: 'Move' }).click();
    await expect(booking.getByText(SLOT_UNAVAILABLE_MESSAGE).first()).toBeVisible({ timeout: 15_000 });
    await booking.getByLabel('New day and time (at the location)').fill(second!);
    await booking.getByRole('button', { name: 'Move' }).click();
    await expect(page.getByRole('region', { name: 'Booking' })).toContainText(`Test drive at ${second!.replace('T', ' ')}`, { timeout: 15_000 });
    expect((await freeTimes()).times).toContain(first);

    await page.getByRole('region', { name: 'Booking' }).getByRole('button', { name: 'Cancel the booking' }).click();
    await expect(page.getByRole('region', { name: 'Booking' })).toContainText('cancelled', { timeout: 15_000 });
    await lookAt(page, `${SCREENS}/lead-booking-cancelled-${label}.png`);
    expect((await freeTimes()).times).toContain(second);
  });
}
