import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHour } from '../domain/hours';
import { availableServiceSlots, type SlotOptions } from './service-slots';

const open = (weekday: number, from: string, to: string): OpeningHour => ({ weekday, status: 'Open', open: from, close: to });
const closed = (weekday: number): OpeningHour => ({ weekday, status: 'Closed', open: null, close: null });

// Monday to Friday 07:30-17:00, Saturday 08:00-12:00, Sunday closed: a workshop week.
const WEEK: OpeningHour[] = [closed(0), ...[1, 2, 3, 4, 5].map((d) => open(d, '07:30', '17:00')), open(6, '08:00', '12:00')];

function slots(overrides: Partial<SlotOptions>) {
  return availableServiceSlots({
    weekly: WEEK,
    special: [],
    // 2026-11-23 is a Monday.
    today: '2026-11-23',
    nowMinutes: 6 * 60,
    days: 3,
    slotMinutes: 60,
    noticeMinutes: 0,
    ...overrides,
  });
}

describe('availableServiceSlots', () => {
  it('offers whole slots from opening until one slot before closing', () => {
    const [monday] = slots({ days: 1 });
    expect(monday).toEqual({ date: '2026-11-23', weekday: 1, times: ['07:30', '08:30', '09:30', '10:30', '11:30', '12:30', '13:30', '14:30', '15:30'] });
  });

  it.each([
    ['before opening: the whole day', 6 * 60, 0, '07:30'],
    ['at 10:00: from the next slot after now', 10 * 60, 0, '10:30'],
    ['exactly at a slot start: that slot has gone', 10 * 60 + 30, 0, '11:30'],
    ['with two hours notice at 10:00', 10 * 60, 120, '12:30'],
  ])('excludes past times today (%s)', (_name, nowMinutes, noticeMinutes, first) => {
    expect(slots({ nowMinutes, noticeMinutes })[0]?.times[0]).toBe(first);
  });

  it('skips today when no slot is left and still returns N working days', () => {
    const days = slots({ nowMinutes: 16 * 60 + 30 });
    expect(days.map((d) => d.date)).toEqual(['2026-11-24', '2026-11-25', '2026-11-26']);
  });

  it('skips closed days: Saturday morning counts, Sunday does not', () => {
    const days = slots({ today: '2026-11-27', days: 3 });
    expect(days.map((d) => [d.date, d.weekday])).toEqual([
      ['2026-11-27', 5],
      ['2026-11-28', 6],
      ['2026-11-30', 1],
    ]);
    expect(days[1]?.times).toEqual(['08:00', '09:00', '10:00', '11:00']);
  });

  it.each<[string, SpecialHour, string[] | null]>([
    ['a public holiday closes the day', { date: '2026-11-24', status: 'Closed', startHour: null, endHour: null }, null],
    ['short hours replace the weekly ones', { date: '2026-11-24', status: 'Open', startHour: '09:00', endHour: '12:00' }, ['09:00', '10:00', '11:00']],
    ['free text has no times to book', { date: '2026-11-24', status: 'By appointment', startHour: null, endHour: null }, null],
  ])('special hours win for their date: %s', (_name, special, expected) => {
    const tuesday = slots({ special: [special], days: 5 }).find((d) => d.date === '2026-11-24');
    expect(tuesday?.times ?? null).toEqual(expected);
  });

  it('a special opening on a normally closed Sunday is bookable', () => {
    const days = slots({ today: '2026-11-29', special: [{ date: '2026-11-29', status: 'Open', startHour: '10:00', endHour: '12:00' }], days: 1 });
    expect(days).toEqual([{ date: '2026-11-29', weekday: 0, times: ['10:00', '11:00'] }]);
  });

  it('runs across month and year ends', () => {
    expect(slots({ today: '2026-12-31', days: 2 }).map((d) => d.date)).toEqual(['2026-12-31', '2027-01-01']);
  });

  it.each([
    ['no hours at all', { weekly: [] }],
    ['zero days asked', { days: 0 }],
    ['a slot longer than any day', { slotMinutes: 600 }],
  ])('returns nothing for %s', (_name, overrides) => {
    expect(slots(overrides)).toEqual([]);
  });
});
