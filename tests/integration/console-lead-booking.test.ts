import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBookings } from '../../src/bookings/available';
import { SLOT_UNAVAILABLE_MESSAGE } from '../../src/bookings/messages';
import { cancelLeadBooking, moveLeadBooking } from '../../src/console/leads/booking';
import { getLeadPage } from '../../src/console/leads/lead-page';
import { actorOf } from '../../src/console/staff-sessions';
import { saveBookingSettings } from '../../src/db/queries/bookings';
import { staffByEmail } from '../../src/db/queries/staff';
import { loadSite } from '../../src/db/queries/websites';
import { auditLog, bookings, leads, websites } from '../../src/db/schema';
import { bookingLocation } from '../../src/domain/bookings/locations';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/domain/bookings/settings';
import { ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import type { Location, Site } from '../../src/domain/types';
import { ValidationError } from '../../src/lib/errors';
import { createLead } from '../../src/leads/service';
import { failure } from '../support/failure';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Issue 27: a booking lead's slot is cancelled or moved from the console's lead page, as the dealer
 * API does it, by staff who may work the lead at its dealership, with an audit entry; staff of
 * another dealership find no such lead.
 */
let handle: TestDatabase;
let site: Site;
let showroom: Location;
const meta = { idempotencyKey: null, userAgent: 'vitest' };

async function actor(email: string): Promise<StaffActor> {
  const person = await staffByEmail(handle.db, email);
  if (!person) throw new Error(`no staff ${email}`);
  return actorOf(handle.db, person);
}

async function freeTimes(): Promise<string[]> {
  const answer = await availableBookings(handle.db, showroom, 'test-drive', site.config.timezone, new Date());
  return answer.days.flatMap((day) => day.times.map((time) => `${day.date}T${time}`));
}

async function bookedLead(local: string): Promise<string> {
  const body = { lead: { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412345678', category: 'test-drive', location_id: showroom.id, extra: { booking_time: local } } };
  return (await createLead(handle.db, { site, mock: false }, body, meta)).answer.lead_id;
}

async function bookingOf(leadId: string) {
  const [row] = await handle.db.select({ status: bookings.status, startsAt: bookings.startsAt, id: bookings.id }).from(bookings).innerJoin(leads, eq(leads.id, bookings.leadId)).where(eq(leads.leadId, leadId));
  return row;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
  site = (await loadSite(handle.db, row!.id))!;
  showroom = bookingLocation(site, site.dealerships[0]!.id, null, 'test-drive')!;
  await saveBookingSettings(handle.db, showroom.dealershipId, 'test-drive', { ...DEFAULT_BOOKING_SETTINGS['test-drive'], leadMinutes: 0, cars: 1, staff: 1 });
});

afterAll(async () => {
  await handle?.drop();
});

describe("a booking lead's slot from the console", () => {
  it('shows on the lead page, moves to a free slot and frees the old one, then cancels, each audited', async () => {
    const [first, second] = await freeTimes();
    const leadId = await bookedLead(first!);
    const owner = await actor('owner@harbourtoyota.example');
    expect((await getLeadPage(handle.db, owner, leadId)).booking).toMatchObject({ kind: 'test-drive', status: 'booked', local: first });

    await moveLeadBooking(handle.db, owner, leadId, { startsAt: second });
    expect((await getLeadPage(handle.db, owner, leadId)).booking?.local).toBe(second);
    expect(await freeTimes()).toContain(first);
    expect(await freeTimes()).not.toContain(second);

    await cancelLeadBooking(handle.db, owner, leadId);
    expect((await bookingOf(leadId))?.status).toBe('cancelled');
    expect(await freeTimes()).toContain(second);
    const booking = await bookingOf(leadId);
    const audit = await handle.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'booking'), eq(auditLog.entityId, String(booking!.id))));
    expect(audit.map((a) => a.action).sort()).toEqual(['booking.cancel', 'booking.move']);
  });

  it('refuses a time that is not a free slot with the field message, and changes nothing', async () => {
    const [slot] = await freeTimes();
    const leadId = await bookedLead(slot!);
    const before = await bookingOf(leadId);
    const error = await failure(moveLeadBooking(handle.db, await actor('owner@harbourtoyota.example'), leadId, { startsAt: '2020-01-01T09:00' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ startsAt: [SLOT_UNAVAILABLE_MESSAGE] });
    expect(await bookingOf(leadId)).toEqual(before);
  });

  it("another dealership's staff find no such lead", async () => {
    const [slot] = await freeTimes();
    const leadId = await bookedLead(slot!);
    const other = await actor('manager@summitauto.example');
    expect(await failure(cancelLeadBooking(handle.db, other, leadId))).toBeInstanceOf(ConsoleNotFoundError);
    expect(await failure(moveLeadBooking(handle.db, other, leadId, { startsAt: slot }))).toBeInstanceOf(ConsoleNotFoundError);
    expect((await bookingOf(leadId))?.status).toBe('booked');
  });
});
