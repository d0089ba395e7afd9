/**
 * Time for the demo network. Every date in the data is placed relative to noon UTC of the
 * reference date, never to the wall clock, so a given reference date always yields the same data.
 */

export const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

export type Clock = {
  /** The reference date as given, YYYY-MM-DD. */
  referenceDate: string;
  /** Noon UTC of the reference date. */
  now: Date;
  year: number;
};

export function clockFor(referenceDate: string): Clock {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(referenceDate);
  if (!match) throw new Error(`Reference date must be YYYY-MM-DD, got ${JSON.stringify(referenceDate)}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const now = new Date(Date.UTC(year, month - 1, day, 12));
  // Date.UTC rolls 2025-02-30 over to March; a rolled date means the input was not a real date.
  if (now.getUTCMonth() !== month - 1 || now.getUTCDate() !== day) {
    throw new Error(`Reference date ${referenceDate} is not a calendar date`);
  }
  return { referenceDate, now, year };
}

/** The instant `days` (fractional allowed) before the reference noon, truncated to the minute. */
export function daysBefore(clock: Clock, days: number): Date {
  const ms = clock.now.getTime() - days * DAY_MS;
  return new Date(Math.floor(ms / MINUTE_MS) * MINUTE_MS);
}

export function isoDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The first given month/day on or after the reference date, as YYYY-MM-DD. */
export function nextAnnual(clock: Clock, month: number, day: number): string {
  const thisYear = Date.UTC(clock.year, month - 1, day, 12);
  const year = thisYear >= clock.now.getTime() ? clock.year : clock.year + 1;
  return isoDate(new Date(Date.UTC(year, month - 1, day, 12)));
}
