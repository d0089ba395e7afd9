import type { DayHours, Weekday } from '../site-file/hours';
import { WEEKDAYS } from '../site-file/hours';

/**
 * The hours form of one location (issue 31): a row per day with a choice (open, closed, by
 * appointment, not shown) and two time pickers, and a row per holiday. Pure: reads the posted
 * fields, answers the location's hours in the site file's form or a message per row in plain
 * words, before the site-file schema checks the whole file.
 */
export type Fields = Record<string, string | undefined>;

export const DAY_CHOICES = [
  { value: 'open', label: 'Open' },
  { value: 'closed', label: 'Closed' },
  { value: 'appointment', label: 'By appointment' },
  { value: 'none', label: 'Not shown' },
] as const;
export type DayChoice = (typeof DAY_CHOICES)[number]['value'];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const DAY_NAMES: Record<Weekday, string> = {
  sunday: 'Sunday',
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
};

/** The form's choice for a day's stored hours. */
export function dayChoice(hours: DayHours | undefined): DayChoice {
  if (!hours) return 'none';
  if (hours.open && hours.close) return 'open';
  if (/appointment/i.test(hours.status)) return 'appointment';
  return 'closed';
}

type Row = { hours: DayHours | undefined; error: string | null };

function readRow(label: string, choice: string | undefined, open: string | undefined, close: string | undefined): Row {
  switch (choice) {
    case 'closed':
      return { hours: { status: 'Closed', open: null, close: null }, error: null };
    case 'appointment':
      return { hours: { status: 'By Appointment', open: null, close: null }, error: null };
    case 'none':
    case undefined:
      return { hours: undefined, error: null };
    case 'open': {
      const from = (open ?? '').trim();
      const to = (close ?? '').trim();
      if (!TIME.test(from) || !TIME.test(to)) return { hours: undefined, error: `${label}: choose an opening and a closing time.` };
      if (from >= to) return { hours: undefined, error: `${label}: the closing time must be after the opening time.` };
      return { hours: { status: 'Open', open: from, close: to }, error: null };
    }
    default:
      return { hours: undefined, error: `${label}: choose open, closed, by appointment or not shown.` };
  }
}

type HolidayRow = { date: string; name?: string; hours: DayHours };

export type HoursForm = {
  hours: Partial<Record<Weekday, DayHours>>;
  holidayHours: HolidayRow[];
  errors: Record<string, string[]>;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The holiday rows posted: `holiday.{i}.date|name|choice|open|close`; a row with no date is left out, `remove` drops one. */
function holidayIndexes(fields: Fields): number[] {
  const indexes = new Set<number>();
  for (const key of Object.keys(fields)) {
    const match = /^holiday\.(\d+)\./.exec(key);
    if (match) indexes.add(Number(match[1]));
  }
  return [...indexes].sort((a, b) => a - b);
}

export function readHoursForm(fields: Fields): HoursForm {
  const errors: Record<string, string[]> = {};
  const hours: Partial<Record<Weekday, DayHours>> = {};
  for (const day of WEEKDAYS) {
    const row = readRow(DAY_NAMES[day], fields[`${day}.choice`], fields[`${day}.open`], fields[`${day}.close`]);
    if (row.error) errors[day] = [row.error];
    else if (row.hours) hours[day] = row.hours;
  }
  const holidayHours: HolidayRow[] = [];
  const seen = new Set<string>();
  for (const i of holidayIndexes(fields)) {
    const date = (fields[`holiday.${i}.date`] ?? '').trim();
    const name = (fields[`holiday.${i}.name`] ?? '').trim();
    if (fields[`holiday.${i}.remove`] === 'on' || (date === '' && name === '')) continue;
    const key = `holiday.${i}`;
    if (!DATE.test(date) || Number.isNaN(Date.parse(date))) {
      errors[key] = [`${name || 'Holiday'}: choose the date.`];
      continue;
    }
    if (seen.has(date)) {
      errors[key] = [`${date} is listed twice: keep one row per date.`];
      continue;
    }
    seen.add(date);
    const choice = fields[`${key}.choice`] ?? 'closed';
    const row = readRow(name || date, choice === 'none' ? 'closed' : choice, fields[`${key}.open`], fields[`${key}.close`]);
    if (row.error || !row.hours) errors[key] = [row.error ?? `${name || date}: choose the hours.`];
    else holidayHours.push({ date, ...(name ? { name } : {}), hours: row.hours });
  }
  holidayHours.sort((a, b) => a.date.localeCompare(b.date));
  return { hours, holidayHours, errors };
}
