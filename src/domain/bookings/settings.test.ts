import { describe, expect, it } from 'vitest';
import { bookingKindOf, capacityOf, DEFAULT_BOOKING_SETTINGS } from './settings';

describe('capacityOf', () => {
  it.each<[string, Parameters<typeof capacityOf>[0], Partial<(typeof DEFAULT_BOOKING_SETTINGS)['service']>, number]>([
    ['test drive: cars and staff, the fewer wins', 'test-drive', { cars: 3, staff: 1 }, 1],
    ['test drive: no cars, no drives', 'test-drive', { cars: 0, staff: 4 }, 0],
    ['service: one place per bay', 'service', { bays: 4, cars: 0 }, 4],
    ['default test drive: one car, one salesperson', 'test-drive', {}, 1],
    ['default service', 'service', {}, 2],
  ])('%s', (_name, kind, overrides, places) => {
    expect(capacityOf(kind, { ...DEFAULT_BOOKING_SETTINGS[kind], ...overrides })).toBe(places);
  });
});

describe('bookingKindOf', () => {
  it.each([
    ['test-drive', 'test-drive'],
    ['service-booking', 'service'],
    ['general-enquiry', null],
    [null, null],
  ])('%s', (category, kind) => {
    expect(bookingKindOf(category)).toBe(kind);
  });
});
