/**
 * Opening hours: labels, the week grouped for display, holiday overrides, schema.org strings and
 * "open now" in the location's own time zone (SPEC 3 and 9). Pure: the clock is passed in.
 */

/** Weekday 0 is Sunday, 6 is Saturday. Times are 'HH:MM' on a 24-hour clock. */
export type OpeningHour = {
  weekday: number;
  /** 'Open', 'Closed', or free text such as 'By appointment'. */
  status: string;
  open: string | null;
  close: string | null;
};

/** A holiday or one-off day that replaces the weekly entry for its date. */
export type SpecialHour = {
  date: string;
  status: string;
  startHour: string | null;
  endHour: string | null;
  name?: string | null;
};

export type DayHours = { label: string; isSpecial: boolean; open: boolean };
export type HoursRow = { label: string; hours: string };

const CLOSED = 'Closed';
const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const SCHEMA_DAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'] as const;
/** The week as a dealer prints it: Monday first, Sunday last. */
const DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;
const WEEKDAYS_GROUP: readonly number[] = [1, 2, 3, 4, 5];
const SATURDAY = 6;
const SUNDAY = 0;
const MINUTES_PER_DAY = 24 * 60;

// Hours come from dealer systems and database time columns, so seconds may be present.
const TIME = /^([01]?\d|2[0-4]):([0-5]\d)(?::[0-5]\d)?$/;

function parseTime(value: string | null | undefined): { hours: number; minutes: number } | null {
  const match = TIME.exec((value ?? '').trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours === 24 && minutes !== 0) return null;
  return { hours, minutes };
}

function minutesOf(value: string | null | undefined): number | null {
  const time = parseTime(value);
  return time ? time.hours * 60 + time.minutes : null;
}

/** '17:30' -> '5:30pm', '00:00' -> '12:00am'. Text that is not a time is returned as given. */
export function formatTime(value: string): string {
  const time = parseTime(value);
  if (!time) return value;
  const hours = time.hours % 24;
  const suffix = hours < 12 ? 'am' : 'pm';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(time.minutes).padStart(2, '0')}${suffix}`;
}

function isClosedStatus(status: string): boolean {
  return /^closed\b/i.test(status.trim());
}

function isOpenStatus(status: string): boolean {
  return status.trim().toLowerCase() === 'open';
}

function label(status: string, open: string | null, close: string | null): string {
  const text = status.trim();
  if (text.toLowerCase() === 'closed') return CLOSED;
  if (isOpenStatus(status)) {
    if (parseTime(open) && parseTime(close)) return `${formatTime(open ?? '')} - ${formatTime(close ?? '')}`;
    return 'Open';
  }
  return text;
}

/** 'Closed', free text as written, or '8:30am - 5:30pm'. */
export function formatHours(entry: OpeningHour): string {
  return label(entry.status, entry.open, entry.close);
}

/** The special entry's label, e.g. for the holiday-hours dialog. */
export function formatSpecialHours(entry: SpecialHour): string {
  return label(entry.status, entry.startHour, entry.endHour);
}

const WEEKDAY_INDEX: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** Throws RangeError for a name that is not an IANA time zone, as Intl does. */
function zoneFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      // h23 so midnight is 00, not 24 as some engines print it with hour12: false.
      hourCycle: 'h23',
    });
    zoneFormats.set(timeZone, format);
  }
  return format;
}

/** True when `timeZone` is a zone name Intl accepts; for validating site configuration. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    zoneFormat(timeZone);
    return true;
  } catch {
    return false;
  }
}

export type LocalMoment = { date: string; weekday: number; minutes: number };

/** The calendar date, weekday (0 Sunday) and minutes since midnight at `now` in `timeZone`. */
export function localMoment(now: Date, timeZone: string): LocalMoment {
  const parts: Record<string, string> = {};
  for (const part of zoneFormat(timeZone).formatToParts(now)) parts[part.type] = part.value;
  const weekday = WEEKDAY_INDEX[parts.weekday ?? ''] ?? 0;
  const minutes = Number(parts.hour ?? 0) * 60 + Number(parts.minute ?? 0);
  return { date: `${parts.year}-${parts.month}-${parts.day}`, weekday, minutes };
}

/** The calendar date ('YYYY-MM-DD') and weekday (0 Sunday) at `now` in `timeZone`. */
export function localDate(now: Date, timeZone: string): { date: string; weekday: number } {
  const { date, weekday } = localMoment(now, timeZone);
  return { date, weekday };
}

/** The date `count` days after `date` ('YYYY-MM-DD'; negative for before), with its weekday. */
export function shiftDate(date: string, count: number): { date: string; weekday: number } {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day + count));
  return { date: shifted.toISOString().slice(0, 10), weekday: shifted.getUTCDay() };
}

type DayEntry = { status: string; open: string | null; close: string | null; isSpecial: boolean };

function entryOn(
  date: string,
  weekday: number,
  weekly: readonly OpeningHour[],
  special: readonly SpecialHour[],
): DayEntry | null {
  const holiday = special.find((entry) => entry.date === date);
  if (holiday) return { status: holiday.status, open: holiday.startHour, close: holiday.endHour, isSpecial: true };
  const regular = weekly.find((entry) => entry.weekday === weekday);
  return regular ? { status: regular.status, open: regular.open, close: regular.close, isSpecial: false } : null;
}

/**
 * The hours that apply on a date: a special entry for that date wins over the weekly entry.
 * `open` is false only for a closed day; free text such as 'By appointment' counts as open.
 * Null when neither list covers the day, since a missing entry does not mean closed.
 */
export function hoursOn(
  date: string,
  weekday: number,
  weekly: readonly OpeningHour[],
  special: readonly SpecialHour[],
): DayHours | null {
  const entry = entryOn(date, weekday, weekly, special);
  if (!entry) return null;
  return {
    label: label(entry.status, entry.open, entry.close),
    isSpecial: entry.isSpecial,
    open: !isClosedStatus(entry.status) && entry.status.trim() !== '',
  };
}

export type OpenSpan = { from: number; to: number };

/** Opening and closing minutes since midnight; a close at or before the open runs past midnight. */
function span(entry: DayEntry | null): OpenSpan | null {
  if (!entry || !isOpenStatus(entry.status)) return null;
  const from = minutesOf(entry.open);
  const to = minutesOf(entry.close);
  if (from === null || to === null) return null;
  // '00:00 - 24:00' or the same time twice: open around the clock.
  if (to % MINUTES_PER_DAY === from) return { from: 0, to: MINUTES_PER_DAY };
  return { from, to: to <= from ? to + MINUTES_PER_DAY : to };
}

/**
 * When the location is open on a date, in minutes since that midnight (`to` past 1440 when it
 * closes after midnight), or null when it is closed or its entry is free text such as
 * 'By appointment', which has no times to hold to.
 */
export function openSpanOn(date: string, weekday: number, weekly: readonly OpeningHour[], special: readonly SpecialHour[]): OpenSpan | null {
  return span(entryOn(date, weekday, weekly, special));
}

/**
 * Whether the location is open at `now` in its own time zone. Only 'Open' entries with both times
 * can say yes; free text cannot be read as a time. A late close on the previous day still counts.
 */
export function isOpenNow(
  now: Date,
  timeZone: string,
  weekly: readonly OpeningHour[],
  special: readonly SpecialHour[],
): boolean {
  const { date, weekday, minutes } = localMoment(now, timeZone);
  const today = openSpanOn(date, weekday, weekly, special);
  if (today && minutes >= today.from && minutes < today.to) return true;
  const before = shiftDate(date, -1);
  const yesterday = openSpanOn(before.date, before.weekday, weekly, special);
  return yesterday !== null && yesterday.to > MINUTES_PER_DAY && minutes < yesterday.to - MINUTES_PER_DAY;
}

function dayLabel(days: readonly number[]): string {
  const positions = days.map((day) => DISPLAY_ORDER.indexOf(day as (typeof DISPLAY_ORDER)[number]));
  const consecutive = positions.every((position, i) => i === 0 || position === (positions[i - 1] ?? -2) + 1);
  const names = days.map((day) => DAY_NAMES[day] ?? '');
  if (names.length > 1 && consecutive) return `${names[0]}-${names[names.length - 1]}`;
  return names.join(', ');
}

function inDisplayOrder(days: readonly number[]): number[] {
  return DISPLAY_ORDER.filter((day) => days.includes(day));
}

/**
 * Display rows (SPEC 9): the group's days become one row ('Mon-Fri') when every one of them is
 * listed with the same hours, else one row each; 'Sat-Sun: Closed' is one row when both are
 * closed; every other day is its own row. Days missing from the data are left out, and a group
 * with a missing day is never collapsed, since that would claim hours for the missing day.
 */
export function groupWeek(weekly: readonly OpeningHour[], group: readonly number[] = WEEKDAYS_GROUP): HoursRow[] {
  const byDay = new Map<number, string>();
  for (const entry of weekly) {
    if (!byDay.has(entry.weekday)) byDay.set(entry.weekday, formatHours(entry));
  }
  const groupDays = inDisplayOrder(group);
  const groupHours = groupDays.map((day) => byDay.get(day));
  const collapse =
    groupDays.length > 1 && groupHours.every((hours) => hours !== undefined && hours === groupHours[0]);
  const weekendClosed =
    !groupDays.includes(SATURDAY) &&
    !groupDays.includes(SUNDAY) &&
    byDay.get(SATURDAY) === CLOSED &&
    byDay.get(SUNDAY) === CLOSED;

  const rows: HoursRow[] = [];
  for (const day of DISPLAY_ORDER) {
    const hours = byDay.get(day);
    if (hours === undefined) continue;
    if (collapse && groupDays.includes(day)) {
      if (day === groupDays[0]) rows.push({ label: dayLabel(groupDays), hours });
    } else if (weekendClosed && (day === SATURDAY || day === SUNDAY)) {
      if (day === SATURDAY) rows.push({ label: dayLabel([SATURDAY, SUNDAY]), hours: CLOSED });
    } else {
      rows.push({ label: DAY_NAMES[day] ?? '', hours });
    }
  }
  return rows;
}

function schemaTime(value: string | null): string | null {
  const time = parseTime(value);
  return time ? `${String(time.hours).padStart(2, '0')}:${String(time.minutes).padStart(2, '0')}` : null;
}

function schemaRange(entry: OpeningHour | undefined): string | null {
  if (!entry || !isOpenStatus(entry.status)) return null;
  const open = schemaTime(entry.open);
  const close = schemaTime(entry.close);
  return open && close ? `${open}-${close}` : null;
}

/**
 * schema.org `openingHours` strings (SPEC 9): 'Mo-Fr' from Monday's entry, then 'Sa' and 'Su';
 * closed or untimed days are left out. When Tuesday to Friday are listed with hours that differ
 * from Monday's, each weekday gets its own string instead, so search engines are not told wrong hours.
 */
export function structuredDataHours(weekly: readonly OpeningHour[]): string[] {
  const first = (day: number) => weekly.find((entry) => entry.weekday === day);
  const monday = schemaRange(first(1));
  const weekdaysDiffer = [2, 3, 4, 5].some((day) => first(day) !== undefined && schemaRange(first(day)) !== monday);

  const result: string[] = [];
  if (weekdaysDiffer) {
    for (const day of [1, 2, 3, 4, 5]) {
      const range = schemaRange(first(day));
      if (range) result.push(`${SCHEMA_DAYS[day]} ${range}`);
    }
  } else if (monday) {
    result.push(`Mo-Fr ${monday}`);
  }
  for (const day of [SATURDAY, SUNDAY]) {
    const range = schemaRange(first(day));
    if (range) result.push(`${SCHEMA_DAYS[day]} ${range}`);
  }
  return result;
}
