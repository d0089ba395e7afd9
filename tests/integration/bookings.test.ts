import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBookings } from '../../src/bookings/available';
import { cancelBooking, moveBooking } from '../../src/bookings/changes';
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from '../../src/bookings/messages';
import { saveBookingSettings } from '../../src/db/queries/bookings';
import { loadLeadMessage } from '../../src/db/queries/lead-messages';
import { queryRows } from '../../src/db/rows';
import { leadJson } from '../../src/leads/delivery/lead-json';
import { loadSite } from '../../src/db/queries/websites';
import { bookings, bookingSlots, leads, websites } from '../../src/db/schema';
import { bookingLocation } from '../../src/domain/bookings/locations';
import { DEFAULT_BOOKING_SETTINGS } from '../../src/domain/bookings/settings';
import type { Location, Site } from '../../src/domain/types';
import { NotFoundError, ValidationError } from '../../src/lib/errors';
import { createLead } from '../../src/leads/service';
import { cancelDealerBooking, listBookings, moveDealerBooking } from '../../src/dealer-api/bookings';
import { dealerLeadSchema } from '../../src/domain/validation/dealer-leads';
import { failure } from '../support/failure';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Bookings hold real places (docs/decisions/036-booking-slots.md): on each engine, a slot's last
 * place goes to exactly one of many shoppers booking at once, the slots JSON stops offering it,
 * and a dealer's cancel or move gives it back.
 */

let handle: TestDatabase;
let site: Site;
let showroom: Location;
const meta = { idempotencyKey: null, userAgent: 'vitest' };

function driveLead(local: string, email = 'jane@example.com') {
  return { lead: { name: 'Jane Citizen', email, phone: '0412345678', category: 'test-drive', location_id: showroom.id, extra: { booking_time: local } } };
}

async function freeTimes(): Promise<string[]> {
  const answer = await availableBookings(handle.db, showroom, 'test-drive', site.config.timezone, new Date());
  return answer.days.flatMap((day) => day.times.map((time) => `${day.date}T${time}`));
}

async function heldIn(local: string): Promise<number> {
  const [row] = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(bookings)
    .innerJoin(leads, eq(leads.id, bookings.leadId))
    .where(and(eq(bookings.locationId, showroom.id), eq(bookings.status, 'booked'), sql`${leads.extra}->>'booking_time' = ${local}`));
  return row?.n ?? 0;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
  site = (await loadSite(handle.db, row!.id))!;
  showroom = bookingLocation(site, site.dealerships[0]!.id, null, 'test-drive')!;
  // One car and one salesperson: every slot has a single place.
  await saveBookingSettings(handle.db, showroom.dealershipId, 'test-drive', { ...DEFAULT_BOOKING_SETTINGS['test-drive'], leadMinutes: 0, cars: 1, staff: 3 });
});

afterAll(async () => {
  await handle?.drop();
});

describe('booking a slot', () => {
  it('gives the last place to exactly one of 20 shoppers booking at once', async () => {
    const [slot] = await freeTimes();
    expect(slot).toBeDefined();
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => createLead(handle.db, { site, mock: false }, driveLead(slot!, `shopper${i}@example.com`), meta)));
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    const lost = outcomes.flatMap((o) => (o.status === 'rejected' ? [o.reason as unknown] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const error of lost) {
      expect(error).toBeInstanceOf(ValidationError);
      expect((error as ValidationError).fieldErrors).toEqual({ booking_time: [SLOT_TAKEN_MESSAGE] });
    }
    expect(await heldIn(slot!)).toBe(1);
    // The losers' leads were never stored: a lead and its booking go together or not at all.
    const [stored] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(leads).where(sql`${leads.extra}->>'booking_time' = ${slot!}`);
    expect(stored?.n).toBe(1);
    expect(await freeTimes()).not.toContain(slot);
  });

  it('refuses a time that is not one of the free slots, with a plain message on the field', async () => {
    const error = await failure(createLead(handle.db, { site, mock: false }, driveLead('2020-01-01T09:00'), meta));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({ booking_time: [SLOT_UNAVAILABLE_MESSAGE] });
  });

  it('keeps a test drive without a time a request that holds nothing', async () => {
    const before = await handle.db.select({ n: sql<number>`count(*)::int` }).from(bookings);
    await createLead(handle.db, { site, mock: false }, { lead: { ...driveLead('').lead, extra: {} } }, meta);
    expect(await handle.db.select({ n: sql<number>`count(*)::int` }).from(bookings)).toEqual(before);
  });

  it('carries its slot to the dealer in the lead message', async () => {
    const [slot] = await freeTimes();
    const { answer } = await createLead(handle.db, { site, mock: false }, driveLead(slot!), meta);
    const [lead] = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.leadId, answer.lead_id));
    const message = await loadLeadMessage(handle.db, lead!.id);
    expect(message?.booking).toMatchObject({ kind: 'test-drive', status: 'booked', timeZone: site.config.timezone });
    expect(message?.booking?.endsAt.getTime()).toBe(message!.booking!.startsAt.getTime() + 30 * 60_000);
    expect(leadJson(message!).booking).toMatchObject({ kind: 'test-drive', status: 'booked', local_start: slot, time_zone: site.config.timezone });
    // The shopper's confirmation (with its calendar file) is queued with the dealer's deliveries.
    const [confirmation] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from lead_deliveries d join lead_destinations t on t.id = d.destination_id where d.lead_id = ${lead!.id} and t.kind = 'confirmation'`,
    );
    expect(confirmation?.n).toBe(1);
  });

  it('the table itself refuses more places than the slot has', async () => {
    const [row] = await handle.db.select().from(bookingSlots).where(eq(bookingSlots.locationId, showroom.id)).limit(1);
    const error = await failure(handle.db.update(bookingSlots).set({ booked: row!.capacity + 1 }).where(and(eq(bookingSlots.locationId, showroom.id), eq(bookingSlots.startsAt, row!.startsAt))));
    expect(String((error as { cause?: unknown }).cause ?? error)).toMatch(/booking_slots_within_capacity/);
  });
});

describe("a dealer's changes", () => {
  it('cancelling gives the place back; moving takes the new slot and frees the old', async () => {
    const [first, second] = await freeTimes();
    const { answer } = await createLead(handle.db, { site, mock: false }, driveLead(first!), meta);
    const [booking] = await handle.db
      .select()
      .from(bookings)
      .innerJoin(leads, eq(leads.id, bookings.leadId))
      .where(eq(leads.leadId, answer.lead_id));
    const id = booking!.bookings.id;
    const dealer = [showroom.dealershipId];
    expect(await freeTimes()).not.toContain(first);

    const moved = await moveBooking(handle.db, dealer, id, second!, new Date());
    expect(moved.startsAt.getTime()).toBeGreaterThan(booking!.bookings.startsAt.getTime());
    const times = await freeTimes();
    expect(times).toContain(first);
    expect(times).not.toContain(second);

    const cancelled = await cancelBooking(handle.db, dealer, id);
    expect(cancelled.status).toBe('cancelled');
    expect(await freeTimes()).toContain(second);
  });

  it("never finds another dealership's booking", async () => {
    const [slot] = await freeTimes();
    const { answer } = await createLead(handle.db, { site, mock: false }, driveLead(slot!), meta);
    const [row] = await handle.db.select({ id: bookings.id }).from(bookings).innerJoin(leads, eq(leads.id, bookings.leadId)).where(eq(leads.leadId, answer.lead_id));
    expect(await failure(cancelBooking(handle.db, [showroom.dealershipId + 1000], row!.id))).toBeInstanceOf(NotFoundError);
    expect(await failure(moveBooking(handle.db, [], row!.id, slot!, new Date()))).toBeInstanceOf(NotFoundError);
  });
});

describe('the dealer API', () => {
  it('lists, moves and cancels through the API shapes, refusing a taken slot and a malformed time with field messages', async () => {
    const principal = { dealershipId: showroom.dealershipId, dealershipSlug: 'harbour-toyota', keyId: null };
    const [first, second] = await freeTimes();
    const { answer } = await createLead(handle.db, { site, mock: false }, driveLead(first!), meta);
    const listed = await listBookings(handle.db, principal, new Date());
    const mine = listed.bookings.find((b) => b.local_start === first && b.status === 'booked');
    expect(mine).toMatchObject({ kind: 'test-drive', time_zone: site.config.timezone, location_id: showroom.id });

    const [lead] = await handle.db.select({ id: leads.id }).from(leads).where(eq(leads.leadId, answer.lead_id));
    const message = await loadLeadMessage(handle.db, lead!.id);
    const asDealer = { ...leadJson(message!), lead_status: 'Complete', completed_at: new Date().toISOString(), acknowledged_at: null };
    expect(dealerLeadSchema.parse(asDealer).booking?.id).toBe(mine!.id);

    const other = await createLead(handle.db, { site, mock: false }, driveLead(second!, 'other@example.com'), meta);
    expect(other.created).toBe(true);
    const taken = await failure(moveDealerBooking(handle.db, principal, String(mine!.id), { local_start: second }, new Date()));
    expect((taken as ValidationError).fieldErrors).toEqual({ local_start: [SLOT_TAKEN_MESSAGE] });
    const malformed = await failure(moveDealerBooking(handle.db, principal, String(mine!.id), { local_start: 'soon' }, new Date()));
    expect(Object.keys((malformed as ValidationError).fieldErrors)).toEqual(['local_start']);
    expect(await failure(cancelDealerBooking(handle.db, principal, 'abc'))).toBeInstanceOf(NotFoundError);

    expect((await cancelDealerBooking(handle.db, principal, String(mine!.id))).status).toBe('cancelled');
    expect(await freeTimes()).toContain(first);
  });
});
