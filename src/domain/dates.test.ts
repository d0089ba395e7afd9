import { describe, expect, it } from 'vitest';
import { formatDayLabel, formatShortDate } from './dates';
import type { Locale } from './site-config';

describe('formatShortDate: the date in the site locale and time zone', () => {
  it.each<[Locale, string, string, string]>([
    ['en-AU', '2026-11-24T01:00:00Z', 'Australia/Sydney', '24 Nov 2026'],
    ['en-NZ', '2026-11-24T01:00:00Z', 'Pacific/Auckland', '24 Nov 2026'],
    ['en-US', '2026-11-24T18:00:00Z', 'America/Chicago', 'Nov 24, 2026'],
    // 01:00 UTC on the 25th is still the 24th in Austin.
    ['en-US', '2026-11-25T01:00:00Z', 'America/Chicago', 'Nov 24, 2026'],
    ['en-AU', '2026-11-24T14:00:00Z', 'Australia/Sydney', '25 Nov 2026'],
  ])('%s %s in %s reads %j', (locale, moment, timeZone, expected) => {
    expect(formatShortDate(new Date(moment), locale, timeZone)).toBe(expected);
  });
});

describe('formatDayLabel: a booking day in the site locale', () => {
  it.each<[Locale, string, string]>([
    ['en-AU', '2026-11-24', 'Tuesday 24 November'],
    ['en-NZ', '2026-12-01', 'Tuesday, 1 December'],
    ['en-US', '2026-11-24', 'Tuesday, November 24'],
    ['en-US', '2027-01-04', 'Monday, January 4'],
  ])('%s %s reads %j', (locale, date, expected) => {
    expect(formatDayLabel(date, locale)).toBe(expected);
  });
});
