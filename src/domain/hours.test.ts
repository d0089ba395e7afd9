import { describe, expect, it } from 'vitest';
import {
  formatHours,
  formatSpecialHours,
  formatTime,
  groupWeek,
  hoursOn,
  isOpenNow,
  isValidTimeZone,
  localDate,
  structuredDataHours,
  type DayHours,
  type HoursRow,
  type OpeningHour,
  type SpecialHour,
} from './hours';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', open: null, close: null });
const weekdays = (from: string, to: string) => [1, 2, 3, 4, 5].map((day) => open(day, from, to));

/** A typical dealer: weekdays 8:30-5:30, Saturday 8:30-4, Sunday closed. */
const DEALER: OpeningHour[] = [...weekdays('08:30', '17:30'), open(6, '08:30', '16:00'), closed(0)];

const HOLIDAYS: SpecialHour[] = [
  { date: '2025-12-25', status: 'Closed', startHour: null, endHour: null, name: 'Christmas Day' },
  { date: '2025-12-27', status: 'Open', startHour: '10:00', endHour: '14:00', name: 'Boxing Day weekend' },
  { date: '2026-01-01', status: 'Closed', startHour: null, endHour: null, name: "New Year's Day" },
  { date: '2026-01-02', status: 'By appointment', startHour: null, endHour: null },
];

describe('formatTime', () => {
  it.each([
    ['17:30', '5:30pm'],
    ['08:00', '8:00am'],
    ['8:00', '8:00am'],
    ['12:00', '12:00pm'],
    ['12:59', '12:59pm'],
    ['00:00', '12:00am'],
    ['00:05', '12:05am'],
    ['11:59', '11:59am'],
    ['13:00', '1:00pm'],
    ['23:45', '11:45pm'],
    ['24:00', '12:00am'],
    ['17:30:00', '5:30pm'],
    [' 09:15 ', '9:15am'],
    // not a time: shown as given rather than invented
    ['25:00', '25:00'],
    ['24:30', '24:30'],
    ['12:60', '12:60'],
    ['noon', 'noon'],
    ['', ''],
  ])('%j -> %j', (value, expected) => {
    expect(formatTime(value)).toBe(expected);
  });
});

describe('formatHours', () => {
  const cases: Array<[OpeningHour, string]> = [
    [open(1, '08:30', '17:30'), '8:30am - 5:30pm'],
    [open(6, '09:00', '12:00'), '9:00am - 12:00pm'],
    [closed(0), 'Closed'],
    [{ weekday: 0, status: 'closed', open: '09:00', close: '17:00' }, 'Closed'],
    [{ weekday: 0, status: ' CLOSED ', open: null, close: null }, 'Closed'],
    [{ weekday: 3, status: 'By appointment', open: null, close: null }, 'By appointment'],
    [{ weekday: 3, status: 'By appointment', open: '09:00', close: '17:00' }, 'By appointment'],
    [{ weekday: 3, status: 'Closed for renovations', open: null, close: null }, 'Closed for renovations'],
    [{ weekday: 3, status: 'Open', open: null, close: null }, 'Open'],
    [{ weekday: 3, status: 'open', open: '09:00', close: 'late' }, 'Open'],
  ];
  it.each(cases)('%j -> %j', (entry, expected) => {
    expect(formatHours(entry)).toBe(expected);
  });

  it('labels special entries the same way', () => {
    expect(HOLIDAYS.map(formatSpecialHours)).toEqual(['Closed', '10:00am - 2:00pm', 'Closed', 'By appointment']);
  });
});

describe('localDate', () => {
  const cases: Array<[string, string, string, { date: string; weekday: number }]> = [
    ['Perth is still on New Year’s Eve', '2025-12-31T12:00:00Z', 'Australia/Perth', { date: '2025-12-31', weekday: 3 }],
    ['Auckland is already on New Year’s Day', '2025-12-31T12:00:00Z', 'Pacific/Auckland', { date: '2026-01-01', weekday: 4 }],
    ['Perth one minute before midnight', '2025-12-31T15:59:00Z', 'Australia/Perth', { date: '2025-12-31', weekday: 3 }],
    ['Perth at midnight', '2025-12-31T16:00:00Z', 'Australia/Perth', { date: '2026-01-01', weekday: 4 }],
    ['Auckland one minute before midnight (daylight time)', '2025-12-31T10:59:00Z', 'Pacific/Auckland', { date: '2025-12-31', weekday: 3 }],
    ['Auckland at midnight (daylight time)', '2025-12-31T11:00:00Z', 'Pacific/Auckland', { date: '2026-01-01', weekday: 4 }],
    ['Auckland in winter is UTC+12', '2025-06-15T12:00:00Z', 'Pacific/Auckland', { date: '2025-06-16', weekday: 1 }],
    ['Sydney in winter is UTC+10', '2025-06-15T13:59:00Z', 'Australia/Sydney', { date: '2025-06-15', weekday: 0 }],
    ['Sydney at midnight in winter', '2025-06-15T14:00:00Z', 'Australia/Sydney', { date: '2025-06-16', weekday: 1 }],
    ['UTC itself', '2024-02-29T23:59:59Z', 'UTC', { date: '2024-02-29', weekday: 4 }],
    ['Los Angeles is behind UTC', '2025-01-01T05:00:00Z', 'America/Los_Angeles', { date: '2024-12-31', weekday: 2 }],
  ];
  it.each(cases)('%s', (_name, instant, zone, expected) => {
    expect(localDate(new Date(instant), zone)).toEqual(expected);
  });

  it('rejects a zone that is not an IANA name', () => {
    expect(() => localDate(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('Australia/Perth')).toBe(true);
  });
});

describe('hoursOn', () => {
  const cases: Array<[string, string, number, DayHours | null]> = [
    ['a normal Wednesday', '2025-12-24', 3, { label: '8:30am - 5:30pm', isSpecial: false, open: true }],
    ['a normal Sunday', '2025-12-21', 0, { label: 'Closed', isSpecial: false, open: false }],
    ['Christmas closes a Thursday', '2025-12-25', 4, { label: 'Closed', isSpecial: true, open: false }],
    ['a holiday Saturday has shorter hours', '2025-12-27', 6, { label: '10:00am - 2:00pm', isSpecial: true, open: true }],
    ['free-text holiday status is shown as written', '2026-01-02', 5, { label: 'By appointment', isSpecial: true, open: true }],
    ['the special list is matched by date, not weekday', '2026-01-08', 4, { label: '8:30am - 5:30pm', isSpecial: false, open: true }],
  ];
  it.each(cases)('%s', (_name, date, weekday, expected) => {
    expect(hoursOn(date, weekday, DEALER, HOLIDAYS)).toEqual(expected);
  });

  it('gives null when no entry covers the day', () => {
    expect(hoursOn('2025-12-21', 0, weekdays('09:00', '17:00'), [])).toBeNull();
  });

  it('lets a special entry cover a day missing from the weekly list', () => {
    const special: SpecialHour[] = [{ date: '2025-12-21', status: 'Open', startHour: '10:00', endHour: '16:00' }];
    expect(hoursOn('2025-12-21', 0, weekdays('09:00', '17:00'), special)).toEqual({
      label: '10:00am - 4:00pm',
      isSpecial: true,
      open: true,
    });
  });

  it('uses the local date of each time zone at the same instant', () => {
    const instant = new Date('2025-12-31T12:00:00Z');
    const today = (zone: string) => {
      const { date, weekday } = localDate(instant, zone);
      return hoursOn(date, weekday, DEALER, HOLIDAYS)?.label;
    };
    expect(today('Australia/Perth')).toBe('8:30am - 5:30pm');
    expect(today('Pacific/Auckland')).toBe('Closed');
  });
});

describe('isOpenNow', () => {
  const PERTH = 'Australia/Perth'; // UTC+8 all year
  const AUCKLAND = 'Pacific/Auckland'; // UTC+13 in December
  const LATE_THURSDAY: OpeningHour[] = [...weekdays('09:00', '17:00').filter((e) => e.weekday !== 4), open(4, '09:00', '21:00')];
  const OVERNIGHT: OpeningHour[] = [open(5, '18:00', '02:00'), closed(6)];
  const ALL_DAY: OpeningHour[] = [open(3, '00:00', '24:00')];

  const cases: Array<[string, string, string, OpeningHour[], SpecialHour[], boolean]> = [
    ['Wednesday 8:29am in Perth', '2025-12-24T00:29:00Z', PERTH, DEALER, HOLIDAYS, false],
    ['Wednesday 8:30am in Perth opens', '2025-12-24T00:30:00Z', PERTH, DEALER, HOLIDAYS, true],
    ['Wednesday 5:29pm in Perth', '2025-12-24T09:29:00Z', PERTH, DEALER, HOLIDAYS, true],
    ['Wednesday 5:30pm in Perth has closed', '2025-12-24T09:30:00Z', PERTH, DEALER, HOLIDAYS, false],
    ['the same instant is 1:30pm Wednesday in Auckland', '2025-12-24T00:30:00Z', AUCKLAND, DEALER, HOLIDAYS, true],
    ['Sunday is closed', '2025-12-21T02:00:00Z', PERTH, DEALER, HOLIDAYS, false],
    ['Christmas Day closes a weekday', '2025-12-25T02:00:00Z', PERTH, DEALER, HOLIDAYS, false],
    ['holiday Saturday inside its shorter hours', '2025-12-27T03:00:00Z', PERTH, DEALER, HOLIDAYS, true],
    ['holiday Saturday after its early close', '2025-12-27T07:00:00Z', PERTH, DEALER, HOLIDAYS, false],
    ['free-text status cannot say open', '2026-01-02T02:00:00Z', PERTH, DEALER, HOLIDAYS, false],
    ['no entry for the day', '2025-12-21T02:00:00Z', PERTH, weekdays('09:00', '17:00'), [], false],
    ['late Thursday 8:30pm in Perth', '2025-12-25T12:30:00Z', PERTH, LATE_THURSDAY, [], true],
    ['same instant is already Friday 1:30am in Auckland', '2025-12-25T12:30:00Z', AUCKLAND, LATE_THURSDAY, [], false],
    ['Wednesday 7pm in Perth is after the normal close', '2025-12-31T11:00:00Z', PERTH, LATE_THURSDAY, [], false],
    ['overnight trading before midnight', '2025-12-26T15:00:00Z', PERTH, OVERNIGHT, [], true],
    ['overnight trading spills into Saturday', '2025-12-26T17:30:00Z', PERTH, OVERNIGHT, [], true],
    ['overnight trading has ended on Saturday', '2025-12-26T18:00:00Z', PERTH, OVERNIGHT, [], false],
    ['open around the clock at midnight', '2025-12-23T16:00:00Z', PERTH, ALL_DAY, [], true],
    ['open around the clock just before midnight', '2025-12-24T15:59:00Z', PERTH, ALL_DAY, [], true],
  ];
  it.each(cases)('%s', (_name, instant, zone, weekly, special, expected) => {
    expect(isOpenNow(new Date(instant), zone, weekly, special)).toBe(expected);
  });
});

describe('groupWeek', () => {
  const cases: Array<[string, OpeningHour[], number[] | undefined, HoursRow[]]> = [
    [
      'five equal weekdays collapse, Saturday and Sunday apart',
      DEALER,
      undefined,
      [
        { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
        { label: 'Sat', hours: '8:30am - 4:00pm' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'weekend both closed is one row',
      [...weekdays('08:30', '17:30'), closed(6), closed(0)],
      undefined,
      [
        { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
        { label: 'Sat-Sun', hours: 'Closed' },
      ],
    ],
    [
      'input order does not matter',
      [closed(0), closed(6), ...weekdays('08:30', '17:30').reverse()],
      undefined,
      [
        { label: 'Mon-Fri', hours: '8:30am - 5:30pm' },
        { label: 'Sat-Sun', hours: 'Closed' },
      ],
    ],
    [
      'one different weekday splits the group',
      [...weekdays('08:30', '17:30').filter((e) => e.weekday !== 4), open(4, '08:30', '21:00'), closed(6), closed(0)],
      undefined,
      [
        { label: 'Mon', hours: '8:30am - 5:30pm' },
        { label: 'Tue', hours: '8:30am - 5:30pm' },
        { label: 'Wed', hours: '8:30am - 5:30pm' },
        { label: 'Thu', hours: '8:30am - 9:00pm' },
        { label: 'Fri', hours: '8:30am - 5:30pm' },
        { label: 'Sat-Sun', hours: 'Closed' },
      ],
    ],
    [
      'a group with a missing day is not collapsed; missing days are omitted',
      [open(1, '09:00', '17:00'), open(2, '09:00', '17:00'), open(3, '09:00', '17:00'), open(4, '09:00', '17:00'), open(6, '09:00', '12:00')],
      undefined,
      [
        { label: 'Mon', hours: '9:00am - 5:00pm' },
        { label: 'Tue', hours: '9:00am - 5:00pm' },
        { label: 'Wed', hours: '9:00am - 5:00pm' },
        { label: 'Thu', hours: '9:00am - 5:00pm' },
        { label: 'Sat', hours: '9:00am - 12:00pm' },
      ],
    ],
    [
      'the Mon, Tue, Thu, Fri group with a different Wednesday',
      [open(1, '08:00', '17:00'), open(2, '08:00', '17:00'), open(3, '08:00', '12:00'), open(4, '08:00', '17:00'), open(5, '08:00', '17:00'), closed(6), closed(0)],
      [1, 2, 4, 5],
      [
        { label: 'Mon, Tue, Thu, Fri', hours: '8:00am - 5:00pm' },
        { label: 'Wed', hours: '8:00am - 12:00pm' },
        { label: 'Sat-Sun', hours: 'Closed' },
      ],
    ],
    [
      'the group order given does not matter',
      [open(1, '08:00', '17:00'), open(2, '08:00', '17:00'), open(3, '08:00', '12:00'), open(4, '08:00', '17:00'), open(5, '08:00', '17:00')],
      [5, 4, 2, 1],
      [
        { label: 'Mon, Tue, Thu, Fri', hours: '8:00am - 5:00pm' },
        { label: 'Wed', hours: '8:00am - 12:00pm' },
      ],
    ],
    [
      'a Monday-to-Saturday group',
      [...weekdays('09:00', '17:00'), open(6, '09:00', '17:00'), closed(0)],
      [1, 2, 3, 4, 5, 6],
      [
        { label: 'Mon-Sat', hours: '9:00am - 5:00pm' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'a closed weekday group still collapses',
      [...[1, 2, 3, 4, 5].map(closed), open(6, '09:00', '13:00')],
      undefined,
      [
        { label: 'Mon-Fri', hours: 'Closed' },
        { label: 'Sat', hours: '9:00am - 1:00pm' },
      ],
    ],
    [
      'only Sunday closed: Saturday and Sunday stay apart',
      [...weekdays('09:00', '17:00'), closed(0)],
      undefined,
      [
        { label: 'Mon-Fri', hours: '9:00am - 5:00pm' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'free text is compared and shown as written',
      [...weekdays('09:00', '17:00'), { weekday: 6, status: 'By appointment', open: null, close: null }, closed(0)],
      undefined,
      [
        { label: 'Mon-Fri', hours: '9:00am - 5:00pm' },
        { label: 'Sat', hours: 'By appointment' },
        { label: 'Sun', hours: 'Closed' },
      ],
    ],
    [
      'a duplicate weekday: the first entry wins',
      [...weekdays('09:00', '17:00'), open(1, '10:00', '11:00')],
      undefined,
      [{ label: 'Mon-Fri', hours: '9:00am - 5:00pm' }],
    ],
    ['no data, no rows', [], undefined, []],
  ];
  it.each(cases)('%s', (_name, weekly, group, expected) => {
    expect(group ? groupWeek(weekly, group) : groupWeek(weekly)).toEqual(expected);
  });
});

describe('structuredDataHours', () => {
  const cases: Array<[string, OpeningHour[], string[]]> = [
    ['the typical dealer', DEALER, ['Mo-Fr 08:30-17:30', 'Sa 08:30-16:00']],
    ['Sunday trading', [...weekdays('08:30', '17:30'), open(6, '08:30', '16:00'), open(0, '10:00', '16:00')], ['Mo-Fr 08:30-17:30', 'Sa 08:30-16:00', 'Su 10:00-16:00']],
    ['weekend closed', [...weekdays('9:00', '17:00:00'), closed(6), closed(0)], ['Mo-Fr 09:00-17:00']],
    ['Monday alone stands for the weekdays', [open(1, '08:00', '18:00'), open(6, '09:00', '12:00')], ['Mo-Fr 08:00-18:00', 'Sa 09:00-12:00']],
    [
      'weekdays that differ are listed one by one',
      [...weekdays('08:30', '17:30').filter((e) => e.weekday !== 4), open(4, '08:30', '21:00'), open(6, '08:30', '16:00')],
      ['Mo 08:30-17:30', 'Tu 08:30-17:30', 'We 08:30-17:30', 'Th 08:30-21:00', 'Fr 08:30-17:30', 'Sa 08:30-16:00'],
    ],
    ['a closed Monday does not hide open weekdays', [closed(1), ...weekdays('09:00', '17:00').slice(1)], ['Tu 09:00-17:00', 'We 09:00-17:00', 'Th 09:00-17:00', 'Fr 09:00-17:00']],
    ['untimed and free-text days are left out', [{ weekday: 1, status: 'Open', open: null, close: null }, { weekday: 6, status: 'By appointment', open: null, close: null }], []],
    ['no data', [], []],
  ];
  it.each(cases)('%s', (_name, weekly, expected) => {
    expect(structuredDataHours(weekly)).toEqual(expected);
  });
});
