import type { Db } from '../db/client';
import { slotInputs } from '../db/queries/bookings';
import { capacityOf, type BookingKind } from '../domain/bookings/settings';
import { freeSlotDays, type SlotDay, type SlotQuery } from '../domain/bookings/slots';
import type { Location } from '../domain/types';

/**
 * Free slots of one location from the database: its dealership's settings and the places already
 * held, through the pure slot rules. Without 'server-only' so the benchmark measures this very
 * code in plain Node (scripts/bench/lookups-slots.ts); the routes reach it through ./slots.ts.
 */

/** What slots need of a location: its hours and whose settings apply. */
export type SlotPlace = Pick<Location, 'id' | 'dealershipId' | 'openingHours' | 'specialHours'>;

/** The slots JSON (SPEC 7 available_service_bookings and available_appointment_bookings). */
export type AvailableBookings = { dealership_id: number; location_id: number; time_zone: string; slot_minutes: number; days: SlotDay[] };

const DAY = 24 * 60 * 60_000;

/** Everything the pure slot rules need for one location and kind, read from the database. */
export async function slotQueryFor(db: Db, location: SlotPlace, kind: BookingKind, timeZone: string, now: Date): Promise<SlotQuery> {
  // A day either side of the horizon covers any time zone's offset from UTC.
  const { settings, held } = await slotInputs(db, location.dealershipId, location.id, kind, new Date(now.getTime() - DAY), now);
  return {
    weekly: location.openingHours,
    special: location.specialHours,
    timeZone,
    now: now.getTime(),
    slotMinutes: settings.slotMinutes,
    leadMinutes: settings.leadMinutes,
    horizonDays: settings.horizonDays,
    capacity: capacityOf(kind, settings),
    booked: held,
  };
}

export async function availableBookings(db: Db, location: SlotPlace, kind: BookingKind, timeZone: string, now: Date): Promise<AvailableBookings> {
  const query = await slotQueryFor(db, location, kind, timeZone, now);
  return { dealership_id: location.dealershipId, location_id: location.id, time_zone: timeZone, slot_minutes: query.slotMinutes, days: freeSlotDays(query) };
}

