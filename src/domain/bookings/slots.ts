import { openSpanOn, shiftDate, localMoment, type OpeningHour, type SpecialHour } from '../hours';
import { zonedInstant } from './zoned-time';

/**
 * Free booking slots (SPEC 7 available_service_bookings and available_appointment_bookings): the
 * location's hours with its holiday hours winning for their date, cut into slots of the
 * dealership's length from opening time, each slot ending by closing time, none sooner than the
 * lead time, over the booking horizon, and a slot is free while its bookings are fewer than its
 * places. Times are the location's wall-clock times; each slot is also an instant. Pure.
 */

export type SlotQuery = {
  weekly: readonly OpeningHour[];
  special: readonly SpecialHour[];
  timeZone: string;
  /** Milliseconds since the epoch. */
  now: number;
  slotMinutes: number;
  leadMinutes: number;
  horizonDays: number;
  /** Places in each slot. */
  capacity: number;
  /** Places already held, by slot start instant (ms). */
  booked: ReadonlyMap<number, number>;
};

export type Slot = { date: string; time: string; startsAt: number; endsAt: number; free: number };
export type SlotDay = { date: string; weekday: number; times: string[] };

const MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const LOCAL_SLOT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):([0-5]\d)$/;

function hhmm(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** Start instants of one day's slots (null where the wall time does not happen that day). */
function dayInstants(date: string, starts: readonly number[], timeZone: string): (number | null)[] {
  const first = starts[0];
  const last = starts[starts.length - 1];
  if (first === undefined || last === undefined) return [];
  const from = zonedInstant(date, first, timeZone);
  const to = zonedInstant(date, last, timeZone);
  // Nearly every day the clocks do not change during opening hours: two look-ups serve the day.
  if (from !== null && to !== null && to - from === (last - first) * MINUTE) return starts.map((start) => from + (start - first) * MINUTE);
  return starts.map((start) => zonedInstant(date, start, timeZone));
}

/** Every slot on the grid within the horizon and after the lead time, full ones too. */
export function slotsOf(query: SlotQuery): Slot[] {
  const result: Slot[] = [];
  if (query.slotMinutes <= 0 || query.horizonDays <= 0) return result;
  const today = localMoment(new Date(query.now), query.timeZone).date;
  const earliest = query.now + query.leadMinutes * MINUTE;
  for (let offset = 0; offset < query.horizonDays; offset += 1) {
    const { date, weekday } = shiftDate(today, offset);
    const span = openSpanOn(date, weekday, query.weekly, query.special);
    if (!span) continue;
    // A booking is for the day it is made on: hours running past midnight end at midnight here.
    const close = Math.min(span.to, MINUTES_PER_DAY);
    const starts: number[] = [];
    for (let start = span.from; start + query.slotMinutes <= close; start += query.slotMinutes) starts.push(start);
    const instants = dayInstants(date, starts, query.timeZone);
    starts.forEach((start, i) => {
      const startsAt = instants[i];
      if (startsAt === null || startsAt === undefined || startsAt < earliest) return;
      const free = query.capacity - (query.booked.get(startsAt) ?? 0);
      result.push({ date, time: hhmm(start), startsAt, endsAt: startsAt + query.slotMinutes * MINUTE, free });
    });
  }
  return result;
}

/** The free slots by day, as the slots JSON lists them. Days with none free are left out. */
export function freeSlotDays(query: SlotQuery): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slotsOf(query)) {
    if (slot.free <= 0) continue;
    const last = days[days.length - 1];
    if (last?.date === slot.date) last.times.push(slot.time);
    else days.push({ date: slot.date, weekday: shiftDate(slot.date, 0).weekday, times: [slot.time] });
  }
  return days;
}

/**
 * The slot a shopper chose ('YYYY-MM-DDTHH:MM' at the location), full or not, or null when it is
 * not one the location offers (closed, off the grid, too soon, beyond the horizon).
 */
export function slotAt(query: SlotQuery, local: string): Slot | null {
  const match = LOCAL_SLOT.exec(local.trim());
  if (!match) return null;
  const [, date, hours, minutes] = match;
  const time = `${hours}:${minutes}`;
  return slotsOf(query).find((slot) => slot.date === date && slot.time === time) ?? null;
}

/** The next few free slots after a moment, for a shopper whose choice was taken meanwhile. */
export function nextFreeSlots(query: SlotQuery, after: number, count: number): Slot[] {
  return slotsOf(query)
    .filter((slot) => slot.free > 0 && slot.startsAt >= after)
    .slice(0, count);
}
