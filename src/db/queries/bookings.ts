import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { DEFAULT_BOOKING_SETTINGS, type BookingKind, type BookingSettings } from '../../domain/bookings/settings';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { bookings, bookingSettings, bookingSlots } from '../schema';

/** Bookings, their slots' places and the dealerships' booking settings (docs/decisions/036-booking-slots.md). */

export type StoredBooking = typeof bookings.$inferSelect;
export type BookingInsert = Pick<typeof bookings.$inferInsert, 'dealershipId' | 'locationId' | 'kind' | 'startsAt' | 'endsAt' | 'timeZone' | 'leadId'>;

export async function saveBookingSettings(db: Db, dealershipId: number, kind: BookingKind, settings: BookingSettings): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ dealershipId, kind, ...settings })
    .onConflictDoUpdate({ target: [bookingSettings.dealershipId, bookingSettings.kind], set: settings });
}

/** What a location's free slots are worked out from: its dealership's settings and the places held. */
export type SlotInputs = { settings: BookingSettings; held: Map<number, number> };

type SettingsRow = { slot_minutes: number; lead_minutes: number; horizon_days: number; cars: number; staff: number; bays: number };

/**
 * The dealership's settings for a kind (the defaults when it has set none) and the places held
 * per slot start (ms) of one location from `from` to a day past the horizon after `now`: one
 * statement, as a group site's booking forms ask for many locations at once and the embedded
 * database answers one statement at a time (bench:lookups).
 */
export async function slotInputs(db: Db, dealershipId: number, locationId: number, kind: BookingKind, from: Date, now: Date): Promise<SlotInputs> {
  const fallback = DEFAULT_BOOKING_SETTINGS[kind];
  const [row] = await queryRows<{ settings: SettingsRow | null; held: [number, number][] }>(
    db,
    sql`with settings as (
          select slot_minutes, lead_minutes, horizon_days, cars, staff, bays from booking_settings
          where dealership_id = ${dealershipId} and kind = ${kind})
        select (select row_to_json(settings) from settings) as settings,
          coalesce((select json_agg(json_build_array((extract(epoch from starts_at) * 1000)::bigint, booked))
                    from booking_slots
                    where location_id = ${locationId} and kind = ${kind} and booked > 0 and starts_at >= ${from.toISOString()}::timestamptz
                      and starts_at < ${now.toISOString()}::timestamptz
                                      + make_interval(days => coalesce((select horizon_days from settings), ${fallback.horizonDays}) + 1)),
                   '[]'::json) as held`,
  );
  const stored = row?.settings;
  const settings: BookingSettings = stored
    ? { slotMinutes: stored.slot_minutes, leadMinutes: stored.lead_minutes, horizonDays: stored.horizon_days, cars: stored.cars, staff: stored.staff, bays: stored.bays }
    : fallback;
  return { settings, held: new Map((row?.held ?? []).map(([startsAt, booked]) => [Number(startsAt), Number(booked)])) };
}

/**
 * Takes one place in a slot, or answers false when none is left. One statement: the row of a
 * slot is locked by the first taker and the next re-reads it, so concurrent takers queue on it;
 * the table's CHECK (booked <= capacity) refuses any write that would overbook regardless.
 */
export async function takePlace(db: Db, slot: { locationId: number; kind: BookingKind; startsAt: Date; capacity: number }): Promise<boolean> {
  if (slot.capacity < 1) return false;
  const taken = await db
    .insert(bookingSlots)
    .values({ ...slot, booked: 1 })
    .onConflictDoUpdate({
      target: [bookingSlots.locationId, bookingSlots.kind, bookingSlots.startsAt],
      set: { booked: sql`${bookingSlots.booked} + 1`, capacity: sql`excluded.capacity` },
      setWhere: sql`${bookingSlots.booked} < excluded.capacity`,
    })
    .returning({ booked: bookingSlots.booked });
  return taken.length > 0;
}

/** Gives a place back (a cancelled or moved booking). */
export async function releasePlace(db: Db, slot: { locationId: number; kind: string; startsAt: Date }): Promise<void> {
  await db
    .update(bookingSlots)
    .set({ booked: sql`${bookingSlots.booked} - 1` })
    .where(and(eq(bookingSlots.locationId, slot.locationId), eq(bookingSlots.kind, slot.kind), eq(bookingSlots.startsAt, slot.startsAt), sql`${bookingSlots.booked} > 0`));
}

export async function insertBooking(db: Db, values: BookingInsert): Promise<StoredBooking> {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('The booking was not stored.');
  return row;
}

/** A booking of one of the given dealerships, locked for a change; null for anyone else's. */
/** The booking a lead holds (its newest, should a lead ever hold two), or null. */
export async function bookingOfLead(db: Db, leadRowId: number): Promise<StoredBooking | null> {
  const [row] = await db.select().from(bookings).where(eq(bookings.leadId, leadRowId)).orderBy(desc(bookings.id)).limit(1);
  return row ?? null;
}

export async function findBookingForUpdate(db: Db, dealershipIds: readonly number[], id: number): Promise<StoredBooking | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, id), inArray(bookings.dealershipId, [...dealershipIds])))
    .for('update');
  return row ?? null;
}

export async function updateBooking(db: Db, id: number, changes: Partial<Pick<StoredBooking, 'status' | 'startsAt' | 'endsAt'>>): Promise<StoredBooking> {
  const [row] = await db
    .update(bookings)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(bookings.id, id))
    .returning();
  if (!row) throw new Error('The booking was not updated.');
  return row;
}

/** A dealership's bookings from a moment on, soonest first. */
export async function bookingsOfDealership(db: Db, dealershipId: number, from: Date, limit: number): Promise<StoredBooking[]> {
  return db
    .select()
    .from(bookings)
    .where(and(eq(bookings.dealershipId, dealershipId), gte(bookings.startsAt, from)))
    .orderBy(bookings.startsAt, bookings.id)
    .limit(limit);
}
