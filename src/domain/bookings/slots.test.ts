import { describe, expect, it } from 'vitest';
import type { OpeningHour, SpecialHour } from '../hours';
import { freeSlotDays, nextFreeSlots, slotAt, slotsOf, type SlotQuery } from './slots';

const WEEK: OpeningHour[] = [
  { weekday: 0, status: 'Closed', open: null, close: null },
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, status: 'Open', open: '08:00', close: '17:00' })),
  { weekday: 6, status: 'Open', open: '08:00', close: '12:00' },
];
const ROUND_THE_CLOCK: OpeningHour[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, status: 'Open', open: '00:00', close: '24:00' }));

function query(overrides: Partial<SlotQuery>): SlotQuery {
  return {
    weekly: WEEK,
    special: [],
    timeZone: 'Australia/Sydney',
    // Monday 2026-11-23 06:00 in Sydney (UTC+11).
    now: Date.parse('2026-11-22T19:00:00Z'),
    slotMinutes: 60,
    leadMinutes: 0,
    horizonDays: 1,
    capacity: 1,
    booked: new Map(),
    ...overrides,
  };
}

const iso = (ms: number) => new Date(ms).toISOString();
const timesOn = (q: SlotQuery, date: string) => slotsOf(q).filter((s) => s.date === date).map((s) => s.time);

describe('slots from the hours', () => {
  it('lays slots from opening time, each ending by closing time', () => {
    expect(freeSlotDays(query({}))).toEqual([
      { date: '2026-11-23', weekday: 1, times: ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'] },
    ]);
    expect(timesOn(query({ slotMinutes: 90 }), '2026-11-23')).toEqual(['08:00', '09:30', '11:00', '12:30', '14:00', '15:30']);
  });

  it.each<[string, Partial<SlotQuery>, string[]]>([
    ['Saturday: short hours', { now: Date.parse('2026-11-27T19:00:00Z') }, ['08:00', '09:00', '10:00', '11:00']],
    ['Sunday: closed', { now: Date.parse('2026-11-28T19:00:00Z') }, []],
    ['a slot longer than the day', { slotMinutes: 600 }, []],
    ['no horizon', { horizonDays: 0 }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(slotsOf(query(overrides)).map((s) => s.time)).toEqual(expected);
  });

  it('offers the horizon in calendar days, today first', () => {
    const days = freeSlotDays(query({ horizonDays: 8 })).map((d) => d.date);
    expect(days).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-30']);
  });
});

describe('holiday hours win for their date', () => {
  it.each<[string, SpecialHour, string[]]>([
    ['closed', { date: '2026-11-23', status: 'Closed', startHour: null, endHour: null }, []],
    ['short hours', { date: '2026-11-23', status: 'Open', startHour: '09:00', endHour: '12:00' }, ['09:00', '10:00', '11:00']],
    ['by appointment: no times to hold to', { date: '2026-11-23', status: 'By appointment', startHour: null, endHour: null }, []],
    ['another date leaves today alone', { date: '2026-11-24', status: 'Closed', startHour: null, endHour: null }, ['08:00', '09:00']],
  ])('%s', (_name, holiday, expected) => {
    expect(timesOn(query({ special: [holiday] }), '2026-11-23').slice(0, expected.length === 0 ? undefined : expected.length)).toEqual(expected);
  });

  it('opens a Sunday that is normally closed', () => {
    const q = query({ now: Date.parse('2026-11-28T19:00:00Z'), special: [{ date: '2026-11-29', status: 'Open', startHour: '10:00', endHour: '12:00' }] });
    expect(timesOn(q, '2026-11-29')).toEqual(['10:00', '11:00']);
  });
});

describe('lead time', () => {
  it.each<[string, number, string]>([
    ['none: the first slot after now', 0, '08:00'],
    ['two hours from 06:00', 120, '08:00'],
    ['three hours from 06:00', 180, '09:00'],
    ['exactly at a slot start, the slot is still bookable', 240, '10:00'],
    ['past closing today: tomorrow', 12 * 60, '08:00'],
  ])('%s', (_name, leadMinutes, first) => {
    expect(slotsOf(query({ leadMinutes, horizonDays: 2 }))[0]?.time).toBe(first);
  });
});

describe('capacity', () => {
  const nine = Date.parse('2026-11-22T22:00:00Z'); // 09:00 in Sydney
  it.each<[string, number, number, boolean]>([
    ['one place, one booked', 1, 1, false],
    ['two places, one booked', 2, 1, true],
    ['two places, two booked', 2, 2, false],
    ['no places at all', 0, 0, false],
  ])('%s', (_name, capacity, taken, offered) => {
    const q = query({ capacity, booked: new Map([[nine, taken]]) });
    expect(freeSlotDays(q)[0]?.times.includes('09:00') ?? false).toBe(offered);
    expect(slotsOf(q).find((s) => s.time === '09:00')?.free).toBe(capacity - taken);
  });

  it('offers the next free slots after a taken one', () => {
    const q = query({ booked: new Map([[nine, 1]]) });
    expect(nextFreeSlots(q, nine, 2).map((s) => s.time)).toEqual(['10:00', '11:00']);
  });
});

describe('daylight saving', () => {
  it('Sydney, first Sunday in October: 02:00 does not happen, later slots are an hour closer in real time', () => {
    const q = query({ weekly: ROUND_THE_CLOCK, now: Date.parse('2026-10-03T13:00:00Z'), horizonDays: 2 });
    const slots = slotsOf(q).filter((s) => s.date === '2026-10-04');
    expect(slots.map((s) => s.time).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(slots).toHaveLength(23);
    expect(iso(slots[1]!.startsAt)).toBe('2026-10-03T15:00:00.000Z');
    expect(iso(slots[2]!.startsAt)).toBe('2026-10-03T16:00:00.000Z');
  });

  it('Sydney, first Sunday in April: 02:00 happens twice and is offered once, at its first happening', () => {
    const q = query({ weekly: ROUND_THE_CLOCK, now: Date.parse('2026-04-04T12:00:00Z'), horizonDays: 2 });
    const slots = slotsOf(q).filter((s) => s.date === '2026-04-05');
    expect(slots).toHaveLength(24);
    const at = (time: string) => iso(slots.find((s) => s.time === time)!.startsAt);
    expect(at('02:00')).toBe('2026-04-04T15:00:00.000Z');
    expect(at('03:00')).toBe('2026-04-04T17:00:00.000Z');
  });

  it('the lead time counts real hours across the change', () => {
    // 00:00 on 2026-10-04 in Sydney (UTC+10); three real hours later the clocks read 04:00.
    const q = query({ weekly: ROUND_THE_CLOCK, now: Date.parse('2026-10-03T14:00:00Z'), leadMinutes: 180 });
    expect(slotsOf(q)[0]?.time).toBe('04:00');
  });

  it('a business-hours day after the change is at the new offset', () => {
    const q = query({ now: Date.parse('2026-04-05T20:00:00Z'), slotMinutes: 30 });
    expect(iso(slotAt(q, '2026-04-06T09:00')!.startsAt)).toBe('2026-04-05T23:00:00.000Z');
  });

  it.each<[string, string, string, string | null]>([
    ['New York, second Sunday in March: 02:30 does not happen', '2026-03-07T12:00:00Z', '2026-03-08T02:30', null],
    ['New York, before the March change', '2026-03-07T12:00:00Z', '2026-03-08T01:30', '2026-03-08T06:30:00.000Z'],
    ['New York, after the March change', '2026-03-07T12:00:00Z', '2026-03-08T03:00', '2026-03-08T07:00:00.000Z'],
    ['New York, first Sunday in November: 01:30 is its first happening', '2026-10-31T12:00:00Z', '2026-11-01T01:30', '2026-11-01T05:30:00.000Z'],
    ['New York, after the November change', '2026-10-31T12:00:00Z', '2026-11-01T03:00', '2026-11-01T08:00:00.000Z'],
  ])('%s', (_name, now, local, instant) => {
    const q = query({ weekly: ROUND_THE_CLOCK, timeZone: 'America/New_York', now: Date.parse(now), slotMinutes: 30, horizonDays: 3 });
    const slot = slotAt(q, local);
    expect(slot ? iso(slot.startsAt) : null).toBe(instant);
  });
});

describe('slotAt', () => {
  it.each<[string, string, Partial<SlotQuery>, string | null]>([
    ['a slot on the grid', '2026-11-23T09:00', {}, '2026-11-22T22:00:00.000Z'],
    ['off the grid', '2026-11-23T09:15', {}, null],
    ['before opening', '2026-11-23T07:00', {}, null],
    ['too soon', '2026-11-23T08:00', { leadMinutes: 180 }, null],
    ['beyond the horizon', '2026-11-24T09:00', {}, null],
    ['not a time', 'tomorrow', {}, null],
  ])('%s', (_name, local, overrides, instant) => {
    const slot = slotAt(query(overrides), local);
    expect(slot ? iso(slot.startsAt) : null).toBe(instant);
  });

  it('finds a full slot too, with no place free', () => {
    const nine = Date.parse('2026-11-22T22:00:00Z');
    expect(slotAt(query({ booked: new Map([[nine, 1]]) }), '2026-11-23T09:00')?.free).toBe(0);
  });
});
