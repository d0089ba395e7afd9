import { localMoment } from '../hours';

/**
 * Wall-clock times at a place to instants and back. Bookings are offered as the location's local
 * times but held as instants, so a daylight-saving change never moves a booking that was made.
 */

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function wallAsUtc(date: string, minutes: number): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day) + minutes * MINUTE;
}

/** How far the zone's clocks are ahead of UTC at `instant`, in milliseconds. */
function zoneOffset(instant: number, timeZone: string): number {
  const local = localMoment(new Date(instant), timeZone);
  // localMoment has whole minutes; the instant's own seconds are put back so the offset is exact.
  return wallAsUtc(local.date, local.minutes) - (instant - (((instant % MINUTE) + MINUTE) % MINUTE));
}

/**
 * The instant the clocks at `timeZone` read `minutes` past midnight on `date`, or null for a time
 * that does not happen there (the hour skipped when clocks go forward). A time that happens twice
 * (clocks going back) is its first happening.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): number | null {
  const key = `${timeZone}|${date}|${minutes}`;
  const known = instants.get(key);
  if (known !== undefined) return known;
  // Bounded: a long-running server forgets old days rather than grow.
  if (instants.size >= MAX_REMEMBERED) instants.clear();
  const instant = computeInstant(date, minutes, timeZone);
  instants.set(key, instant);
  return instant;
}

/**
 * Zone rules are fixed for the life of the process, so an answer once worked out stays true:
 * the slots of the same days are asked for again and again, and Intl's formatting is the cost.
 */
const instants = new Map<string, number | null>();
const MAX_REMEMBERED = 100_000;

function computeInstant(date: string, minutes: number, timeZone: string): number | null {
  const wall = wallAsUtc(date, minutes);
  // Offsets a day either side cover any change near this time; the candidates that read back
  // as the asked wall time are real.
  const before = wall - zoneOffset(wall - DAY, timeZone);
  const after = wall - zoneOffset(wall + DAY, timeZone);
  const real = [before, after].filter((instant) => instant + zoneOffset(instant, timeZone) === wall);
  return real.length === 0 ? null : Math.min(...real);
}
