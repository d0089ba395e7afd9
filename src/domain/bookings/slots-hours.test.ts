import { describe, expect, it } from 'vitest';
import { hoursOn, isOpenNow, type OpeningHour, type SpecialHour } from '../hours';
import { freeSlotDays } from './slots';

/**
 * Booking slots and the "open now" badge read one set of hours (src/domain/hours.ts), so on any
 * day, holiday or not, a slot is offered only at a moment the location shows as open, and a day
 * it shows as closed offers none.
 */
const ZONE = 'Australia/Sydney';
const WEEK: OpeningHour[] = [
  { weekday: 0, status: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '07:30', close: '17:00' })),
  { weekday: 6, status: 'Open', open: '08:00', close: '12:00' },
];
// Sydney is UTC+11 in December: 2026-12-25 00:00 local is 2026-12-24T13:00Z.
const localInstant = (date: string, minutes: number) => new Date(Date.parse(`${date}T00:00:00+11:00`) + minutes * 60_000);
const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

describe('service slots agree with open now on holidays', () => {
  it.each<[string, SpecialHour, string[]]>([
    ['closed for Christmas on a Friday', { date: '2026-12-25', status: 'Closed', startHour: null, endHour: null }, []],
    ['short hours on Christmas Eve', { date: '2026-12-24', status: 'Open', startHour: '09:00', endHour: '12:00' }, ['09:00', '10:00', '11:00']],
    ['by appointment on Boxing Day', { date: '2026-12-26', status: 'By appointment', startHour: null, endHour: null }, []],
    ['open on a Sunday for a sale', { date: '2026-12-27', status: 'Open', startHour: '10:00', endHour: '14:00' }, ['10:00', '11:00', '12:00', '13:00']],
  ])('%s', (_name, holiday, expected) => {
    const [day] = freeSlotDays({
      weekly: WEEK,
      special: [holiday],
      timeZone: ZONE,
      now: localInstant(holiday.date, 0).getTime(),
      horizonDays: 1,
      slotMinutes: 60,
      leadMinutes: 0,
      capacity: 1,
      booked: new Map(),
    });
    const offered = day?.date === holiday.date ? day.times : [];
    expect(offered).toEqual(expected);
    expect(hoursOn(holiday.date, new Date(`${holiday.date}T12:00:00Z`).getUTCDay(), WEEK, [holiday])?.isSpecial).toBe(true);
    for (const time of offered) expect(isOpenNow(localInstant(holiday.date, toMinutes(time)), ZONE, WEEK, [holiday]), time).toBe(true);
    const shownOpenAtNoon = isOpenNow(localInstant(holiday.date, 11 * 60), ZONE, WEEK, [holiday]);
    expect(shownOpenAtNoon).toBe(offered.length > 0);
  });
});
