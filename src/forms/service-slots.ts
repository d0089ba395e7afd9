import { openSpanOn, shiftDate, type OpeningHour, type SpecialHour } from '../domain/hours';

/**
 * Service booking slots (SPEC 7 available_service_bookings): the start times a workshop can take a
 * car, from the service location's weekly hours with its special (holiday) hours winning for their
 * date, over the next N working days, never in the past. Pure: the caller gives the local date
 * and minute of "now" in the location's time zone.
 */

export type SlotOptions = {
  weekly: readonly OpeningHour[];
  special: readonly SpecialHour[];
  /** Local date 'YYYY-MM-DD' and minutes since midnight at the location, now. */
  today: string;
  nowMinutes: number;
  /** Working days to offer (days with at least one free slot). */
  days: number;
  slotMinutes: number;
  /** How long before a slot it can still be booked today. */
  noticeMinutes: number;
};

export type SlotDay = { date: string; weekday: number; times: string[] };

/** Days looked at before giving up: a workshop closed for a month offers nothing rather than looping. */
const MAX_DAYS_SCANNED = 60;
const MINUTES_PER_DAY = 24 * 60;

function hhmm(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

export function availableServiceSlots(options: SlotOptions): SlotDay[] {
  const result: SlotDay[] = [];
  if (options.days <= 0 || options.slotMinutes <= 0) return result;
  for (let offset = 0; offset < MAX_DAYS_SCANNED && result.length < options.days; offset += 1) {
    const { date, weekday } = shiftDate(options.today, offset);
    const span = openSpanOn(date, weekday, options.weekly, options.special);
    if (!span) continue;
    // A booking is for the day it is made on: hours running past midnight end at midnight here.
    const close = Math.min(span.to, MINUTES_PER_DAY);
    const earliest = offset === 0 ? options.nowMinutes + options.noticeMinutes : -1;
    const times: string[] = [];
    // A slot must fit before closing time.
    for (let start = span.from; start + options.slotMinutes <= close; start += options.slotMinutes) {
      if (start > earliest) times.push(hhmm(start));
    }
    if (times.length > 0) result.push({ date, weekday, times });
  }
  return result;
}
