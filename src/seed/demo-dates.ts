import type { SiteFile } from '../domain/site-file/schema';
import { clockFor, DAY_MS, isoDate, nextAnnual } from './clock';

/**
 * The demo site files (data/sites) are written for one date, but the demo network is built for
 * any reference date, so its news stays recent and its holiday hours stay ahead. Two kinds of
 * date move, both reproducing what the demo generator gives for that reference date:
 * - a news article's publish date keeps its distance in days before the reference date;
 * - a holiday-hours date becomes the first same day of the year on or after the reference date.
 */
export function moveDemoDates(file: SiteFile, filesDate: string, referenceDate: string): SiteFile {
  const clock = clockFor(referenceDate);
  const shift = Math.round((clock.now.getTime() - clockFor(filesDate).now.getTime()) / DAY_MS);
  const moveBy = (date: string) => isoDate(new Date(clockFor(date).now.getTime() + shift * DAY_MS));
  const nextSameDay = (date: string) => nextAnnual(clock, Number(date.slice(5, 7)), Number(date.slice(8, 10)));
  const moved = structuredClone(file);
  for (const page of moved.website.config.content?.pages ?? []) {
    if (page.publishedAt) page.publishedAt = moveBy(page.publishedAt);
  }
  for (const dealership of moved.dealerships) {
    for (const location of dealership.locations) {
      for (const day of location.holidayHours) day.date = nextSameDay(day.date);
    }
  }
  return moved;
}
