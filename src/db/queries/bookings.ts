import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { DEFAULT_BOOKING_SETTINGS, type BookingKind, type BookingSettings } from '../../domain/bookings/settings';
import type { Db } from '../client';
import { bookings, bookingSettings, bookingSlots } from '../schema';

/** Bookings, their slots' places and the dealerships' booking settings (docs/decisions/036-booking-slots.md). */

export type StoredBooking = typeof bookings.$inferSelect;
export type BookingInsert = Pick<typeof bookings.$inferInsert, 'dealershipId' | 'locationId' | 'kind' | 'startsAt' | 'endsAt' | 'timeZone' | 'leadId'>;

/** The dealership's settings for a kind, or the defaults when it has set none. */
export async function bookingSettingsOf(db: Db, dealershipId: number, kind: BookingKind): Promise<BookingSettings> {
  const [row] = await db
    .select({
      slotMinutes: bookingSettings.slotMinutes,
      leadMinutes: bookingSettings.leadMinutes,
      horizonDays: bookingSettings.horizonDays,
      cars: bookingSettings.cars,
      staff: bookingSettings.staff,
      bays: bookingSettings.bays,
    })
    .from(bookingSettings)
    .where(and(eq(bookingSettings.dealershipId, dealershipId), eq(bookingSettings.kind, kind)));
  return row ?? DEFAULT_BOOKING_SETTINGS[kind];
}

export async function saveBookingSettings(db: Db, dealershipId: number, kind: BookingKind, settings: BookingSettings): Promise<void> {
  await db
    .insert(bookingSettings)
    .values({ dealershipId, kind, ...settings })
    .onConflictDoUpdate({ target: [bookingSettings.dealershipId, bookingSettings.kind], set: settings });
}

/** Places held per slot start (ms) of one location and kind in [from, to). */
export async function heldPlaces(db: Db, locationId: number, kind: BookingKind, from: Date, to: Date): Promise<Map<number, number>> {
  const rows = await db
    .select({ startsAt: bookingSlots.startsAt, booked: bookingSlots.booked })
    .from(bookingSlots)
    .where(and(eq(bookingSlots.locationId, locationId), eq(bookingSlots.kind, kind), gte(bookingSlots.startsAt, from), lt(bookingSlots.startsAt, to)));
  return new Map(rows.filter((row) => row.booked > 0).map((row) => [row.startsAt.getTime(), row.booked]));
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
