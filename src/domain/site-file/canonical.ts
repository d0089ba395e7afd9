import { dayHours, hoursText, WEEKDAYS, type DayHours, type HoursInput, type Weekday } from './hours';
import type { SiteFile, SiteFileDealership, SiteFileLocation } from './schema';

/**
 * A site file with every day's hours spelled out as { status, open, close }: the form the data
 * layer reads and writes and the diff compares. `fileForm` gives back the short hours of the file.
 */
export type CanonicalLocation = Omit<SiteFileLocation, 'hours' | 'holidayHours'> & {
  hours: Partial<Record<Weekday, DayHours>>;
  holidayHours: { date: string; name?: string; hours: DayHours }[];
};
export type CanonicalDealership = Omit<SiteFileDealership, 'locations'> & { locations: CanonicalLocation[] };
export type CanonicalSiteFile = Omit<SiteFile, 'dealerships'> & { dealerships: CanonicalDealership[] };

function mapHours<A, B>(hours: Partial<Record<Weekday, A>>, f: (a: A) => B): Partial<Record<Weekday, B>> {
  const out: Partial<Record<Weekday, B>> = {};
  for (const day of WEEKDAYS) {
    const value = hours[day];
    if (value !== undefined) out[day] = f(value);
  }
  return out;
}

export function canonicalSiteFile(file: SiteFile): CanonicalSiteFile {
  return {
    ...file,
    dealerships: file.dealerships.map((d) => ({
      ...d,
      locations: d.locations.map((l) => ({
        ...l,
        hours: mapHours(l.hours, dayHours),
        holidayHours: l.holidayHours.map((h) => ({ ...h, hours: dayHours(h.hours) })),
      })),
    })),
  };
}

type FileLocation = Omit<CanonicalLocation, 'hours' | 'holidayHours'> & {
  hours: Partial<Record<Weekday, HoursInput>>;
  holidayHours: { date: string; name?: string; hours: HoursInput }[];
};

/** The site file as written by `site:export`: short hours, records in the file's order. */
export function fileForm(file: CanonicalSiteFile) {
  return {
    website: file.website,
    dealerships: file.dealerships.map((d) => ({
      ...d,
      locations: d.locations.map(
        (l): FileLocation => ({
          ...l,
          hours: mapHours(l.hours, hoursText),
          holidayHours: l.holidayHours.map((h) => ({ ...h, hours: hoursText(h.hours) })),
        }),
      ),
    })),
  };
}
