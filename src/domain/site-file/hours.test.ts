import { describe, expect, it } from 'vitest';
import { dayHours, hoursSchema, hoursText, type DayHours } from './hours';

describe('site file hours', () => {
  it.each<[unknown, DayHours]>([
    ['08:30-17:30', { status: 'Open', open: '08:30', close: '17:30' }],
    [' 09:00 - 16:00 ', { status: 'Open', open: '09:00', close: '16:00' }],
    ['Closed', { status: 'Closed', open: null, close: null }],
    ['By Appointment', { status: 'By Appointment', open: null, close: null }],
    [{ status: 'Open', open: '10:00', close: '14:00' }, { status: 'Open', open: '10:00', close: '14:00' }],
    [{ status: 'Late night' }, { status: 'Late night', open: null, close: null }],
  ])('reads %j', (input, expected) => {
    expect(dayHours(hoursSchema.parse(input))).toEqual(expected);
  });

  it.each(['17:30-08:30', '25:00-26:00', '', { status: 'Open', open: '8am' }, 7])('refuses %j', (input) => {
    expect(hoursSchema.safeParse(input).success).toBe(false);
  });

  it.each<DayHours>([
    { status: 'Open', open: '08:30', close: '17:30' },
    { status: 'Closed', open: null, close: null },
    { status: 'By Appointment', open: null, close: null },
    { status: 'Open', open: null, close: null },
    { status: 'Closed', open: '08:00', close: '12:00' },
  ])('writes %j so that it reads back the same', (hours) => {
    expect(dayHours(hoursSchema.parse(hoursText(hours)))).toEqual(hours);
  });
});
