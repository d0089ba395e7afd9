import { describe, expect, it } from 'vitest';
import { dayChoice, readHoursForm } from './hours-form';

const week = (saturday: Record<string, string | undefined>) => ({
  'monday.choice': 'open',
  'monday.open': '08:30',
  'monday.close': '17:30',
  'sunday.choice': 'closed',
  ...Object.fromEntries(Object.entries(saturday).map(([k, v]) => [`saturday.${k}`, v])),
});

describe('readHoursForm', () => {
  it.each([
    { name: 'open with times', saturday: { choice: 'open', open: '08:30', close: '12:00' }, hours: { status: 'Open', open: '08:30', close: '12:00' }, error: undefined },
    { name: 'closed', saturday: { choice: 'closed' }, hours: { status: 'Closed', open: null, close: null }, error: undefined },
    { name: 'by appointment', saturday: { choice: 'appointment' }, hours: { status: 'By Appointment', open: null, close: null }, error: undefined },
    { name: 'not shown', saturday: { choice: 'none' }, hours: undefined, error: undefined },
    { name: 'closing before opening', saturday: { choice: 'open', open: '17:00', close: '08:00' }, hours: undefined, error: 'Saturday: the closing time must be after the opening time.' },
    { name: 'a time missing', saturday: { choice: 'open', open: '08:00', close: '' }, hours: undefined, error: 'Saturday: choose an opening and a closing time.' },
    { name: 'the file mistake 8.30am', saturday: { choice: 'open', open: '8.30am', close: '17:30' }, hours: undefined, error: 'Saturday: choose an opening and a closing time.' },
  ])('Saturday $name', ({ saturday, hours, error }) => {
    const form = readHoursForm(week(saturday));
    expect(form.hours.saturday).toEqual(hours);
    expect(form.errors.saturday?.[0]).toBe(error);
    expect(form.hours.monday).toEqual({ status: 'Open', open: '08:30', close: '17:30' });
  });

  it.each([
    {
      name: 'a closed holiday',
      fields: { 'holiday.0.date': '2026-12-25', 'holiday.0.name': 'Christmas Day', 'holiday.0.choice': 'closed' },
      holidays: [{ date: '2026-12-25', name: 'Christmas Day', hours: { status: 'Closed', open: null, close: null } }],
      errors: {},
    },
    {
      name: 'short hours, sorted by date',
      fields: {
        'holiday.0.date': '2026-12-26',
        'holiday.0.choice': 'open',
        'holiday.0.open': '10:00',
        'holiday.0.close': '14:00',
        'holiday.1.date': '2026-12-24',
        'holiday.1.name': 'Christmas Eve',
        'holiday.1.choice': 'closed',
      },
      holidays: [
        { date: '2026-12-24', name: 'Christmas Eve', hours: { status: 'Closed', open: null, close: null } },
        { date: '2026-12-26', hours: { status: 'Open', open: '10:00', close: '14:00' } },
      ],
      errors: {},
    },
    { name: 'an empty new row is ignored', fields: { 'holiday.3.date': '', 'holiday.3.name': '', 'holiday.3.choice': 'closed' }, holidays: [], errors: {} },
    { name: 'a removed row', fields: { 'holiday.0.date': '2026-12-25', 'holiday.0.choice': 'closed', 'holiday.0.remove': 'on' }, holidays: [], errors: {} },
    { name: 'a name without a date', fields: { 'holiday.0.name': 'Show day', 'holiday.0.choice': 'closed' }, holidays: [], errors: { 'holiday.0': ['Show day: choose the date.'] } },
    {
      name: 'a date twice',
      fields: { 'holiday.0.date': '2026-12-25', 'holiday.0.choice': 'closed', 'holiday.1.date': '2026-12-25', 'holiday.1.choice': 'closed' },
      holidays: [{ date: '2026-12-25', hours: { status: 'Closed', open: null, close: null } }],
      errors: { 'holiday.1': ['2026-12-25 is listed twice: keep one row per date.'] },
    },
  ])('holidays: $name', ({ fields, holidays, errors }) => {
    const form = readHoursForm(fields);
    expect(form.holidayHours).toEqual(holidays);
    expect(form.errors).toEqual(errors);
  });

  it.each([
    [undefined, 'none'],
    [{ status: 'Open', open: '08:00', close: '12:00' }, 'open'],
    [{ status: 'Closed', open: null, close: null }, 'closed'],
    [{ status: 'By Appointment', open: null, close: null }, 'appointment'],
  ] as const)('dayChoice(%j) is %s', (hours, choice) => {
    expect(dayChoice(hours)).toBe(choice);
  });
});
