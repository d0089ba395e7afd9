import { describe, expect, it } from 'vitest';
import { bookingLabel, localStart, zoneName } from './booking-text';

describe('booking text', () => {
  const booking = { startsAt: new Date('2026-11-29T23:00:00Z'), endsAt: new Date('2026-11-29T23:30:00Z'), timeZone: 'Australia/Sydney' };

  it.each<[string, string, string]>([
    ['en-AU', 'Australia/Sydney', 'Monday 30 November, 10:00am to 10:30am (Sydney time)'],
    ['en-AU', 'Australia/Perth', 'Monday 30 November, 7:00am to 7:30am (Perth time)'],
    ['en-US', 'America/New_York', 'Sunday, November 29, 6:00pm to 6:30pm (New York time)'],
  ])('%s in %s', (locale, timeZone, label) => {
    expect(bookingLabel({ ...booking, timeZone }, locale as 'en-AU' | 'en-US')).toBe(label);
  });

  it('gives the start as the forms send it, in the location zone', () => {
    expect(localStart(booking)).toBe('2026-11-30T10:00');
    expect(zoneName('America/Los_Angeles')).toBe('Los Angeles');
  });
});
