import { kmFromMiles, odometer } from './locale';
import type { Locale } from './site-config';

/*
 * The odometer filter's ceilings (issue 26). Odometers are stored and searched in kilometres, so
 * the search URL keeps one grammar (km=..40234); a site that reads miles offers round miles, each
 * stored as the nearest kilometre, which its labels turn back into the same round miles.
 */
const KM_CEILINGS = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000] as const;
const MILE_CEILINGS = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000] as const;

/** The 'up to' choices of the odometer filter, in stored kilometres, smallest first. */
export function odometerCeilings(locale: Locale): number[] {
  return odometer(0, locale).unit === 'miles' ? MILE_CEILINGS.map(kmFromMiles) : [...KM_CEILINGS];
}
