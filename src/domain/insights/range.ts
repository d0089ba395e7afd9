import { shiftDate } from '../hours';

/**
 * The insights page's date range (issue 31): `from` and `to` as calendar days, both included,
 * from the query string; 30 days ending today when absent or unreadable. A range is at most
 * 366 days and never ends after today; one given backwards is turned round. The comparison is
 * the range of the same length just before it.
 */
export type DayRange = { from: string; to: string };

const DEFAULT_RANGE_DAYS = 30;
const MAX_RANGE_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | undefined): value is string {
  return value !== undefined && DAY.test(value) && shiftDate(value, 0).date === value;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function parseRange(input: { from?: string; to?: string }, today: string): DayRange {
  let to = isDay(input.to) && input.to <= today ? input.to : today;
  let from = isDay(input.from) ? (input.from <= today ? input.from : today) : shiftDate(to, -(DEFAULT_RANGE_DAYS - 1)).date;
  if (from > to) [from, to] = [to, from];
  if (daysBetween(from, to) > MAX_RANGE_DAYS) from = shiftDate(to, -(MAX_RANGE_DAYS - 1)).date;
  return { from, to };
}

export function previousRange(range: DayRange): DayRange {
  const length = daysBetween(range.from, range.to);
  const to = shiftDate(range.from, -1).date;
  return { from: shiftDate(to, -(length - 1)).date, to };
}

/** Every day of the range, in order. */
export function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDate(day, 1).date) days.push(day);
  return days;
}

/** The change from `previous` to `current` in whole percent; null when there was nothing before. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
