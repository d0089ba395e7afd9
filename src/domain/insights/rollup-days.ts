import { shiftDate } from '../hours';

/**
 * Which days one rollup pass counts (issue 31). Events carry their site's own calendar day, and
 * sites run from UTC−12 to UTC+14: at a UTC date `today`, some site may already be on tomorrow,
 * and a day is over everywhere only once UTC is two days past it. So a pass counts every day from
 * the one after the last final day (or the first event's day) through tomorrow, and marks final
 * the days before yesterday; those are never read again. Today and yesterday are re-counted each
 * pass, so a late event still lands in its day.
 */
export type RollupPlan = { days: string[]; finalThrough: string };

/** At most this many days per pass, so a first pass over a long history does not hold the job for long. */
export const ROLLUP_DAYS_PER_PASS = 400;

export function rollupPlan(todayUtc: string, lastFinal: string | null, firstEvent: string | null): RollupPlan {
  const finalThrough = shiftDate(todayUtc, -2).date;
  const end = shiftDate(todayUtc, 1).date;
  const start = lastFinal !== null ? shiftDate(lastFinal, 1).date : firstEvent;
  if (start === null) return { days: [], finalThrough };
  const days: string[] = [];
  for (let day = start; day <= end && days.length < ROLLUP_DAYS_PER_PASS; day = shiftDate(day, 1).date) days.push(day);
  return { days, finalThrough };
}
