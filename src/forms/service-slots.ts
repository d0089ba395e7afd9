import type { OpeningHour, SpecialHour } from '../domain/hours';

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

const TIME = /^([01]?\d|2[0-3]):([0-5]\d)(?::[0-5]\d)?$/;

function minutes(value: string | null): number | null {
  const match = TIME.exec((value ?? '').trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

function hhmm(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

function addDays(date: string, count: number): { date: string; weekday: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const next = new Date(Date.UTC(year, month - 1, day + count));
  return { date: next.toISOString().slice(0, 10), weekday: next.getUTCDay() };
}

/** Opening and closing minutes of a day, or null when the workshop takes no bookings that day. */
function openSpan(date: string, weekday: number, weekly: readonly OpeningHour[], special: readonly SpecialHour[]): { from: number; to: number } | null {
  const holiday = special.find((entry) => entry.date === date);
  const entry = holiday
    ? { status: holiday.status, open: holiday.startHour, close: holiday.endHour }
    : weekly.find((day) => day.weekday === weekday);
  // Free text ('By appointment') has no times to book against.
  if (!entry || entry.status.trim().toLowerCase() !== 'open') return null;
  const from = minutes(entry.open);
  const to = minutes(entry.close);
  return from !== null && to !== null && to > from ? { from, to } : null;
}

export function availableServiceSlots(options: SlotOptions): SlotDay[] {
  const result: SlotDay[] = [];
  if (options.days <= 0 || options.slotMinutes <= 0) return result;
  for (let offset = 0; offset < MAX_DAYS_SCANNED && result.length < options.days; offset += 1) {
    const { date, weekday } = addDays(options.today, offset);
    const span = openSpan(date, weekday, options.weekly, options.special);
    if (!span) continue;
    const earliest = offset === 0 ? options.nowMinutes + options.noticeMinutes : -1;
    const times: string[] = [];
    // A slot must fit before closing time.
    for (let start = span.from; start + options.slotMinutes <= span.to; start += options.slotMinutes) {
      if (start > earliest) times.push(hhmm(start));
    }
    if (times.length > 0) result.push({ date, weekday, times });
  }
  return result;
}
