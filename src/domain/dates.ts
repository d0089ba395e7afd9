import type { Locale } from './site-config';

/**
 * Dates in the site's locale (SPEC 1): '24 Nov 2026' on an Australian site, 'Nov 24, 2026' on a US
 * one. Intl formatters are slow to build and a garage page formats one per lead, so each is kept.
 */

const formats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, options);
    formats.set(key, found);
  }
  return found;
}

/** A moment as the site's calendar date, e.g. '24 Nov 2026' or 'Nov 24, 2026', in the site's time zone. */
export function formatShortDate(moment: Date, locale: Locale, timeZone: string): string {
  return format(locale, { dateStyle: 'medium', timeZone }).format(moment);
}

/** A calendar day ('2026-11-24') as 'Tuesday 24 November' or 'Tuesday, November 24'. */
export function formatDayLabel(isoDate: string, locale: Locale): string {
  const [year = 1970, month = 1, day = 1] = isoDate.split('-').map(Number);
  return format(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}
