import { describe, expect, it } from 'vitest';
import { leadBookingView, localSlot } from './lead-booking';

describe("a booking's slot at its place, as the lead page shows it and the move field takes it", () => {
  it.each([
    ['Sydney in summer (UTC+11)', '2026-12-01T23:30:00Z', 'Australia/Sydney', '2026-12-02T10:30'],
    ['Sydney in winter (UTC+10)', '2026-07-01T00:00:00Z', 'Australia/Sydney', '2026-07-01T10:00'],
    ['Perth (UTC+8)', '2026-12-02T01:15:00Z', 'Australia/Perth', '2026-12-02T09:15'],
    ['Auckland (UTC+13)', '2026-12-01T20:00:00Z', 'Pacific/Auckland', '2026-12-02T09:00'],
  ])('%s', (_name, instant, timeZone, local) => {
    expect(localSlot({ startsAt: new Date(instant), timeZone })).toBe(local);
  });

  it('no booking, no view', () => {
    expect(leadBookingView(null)).toBeNull();
    expect(leadBookingView({ kind: 'test-drive', status: 'booked', startsAt: new Date('2026-07-01T00:00:00Z'), timeZone: 'Australia/Sydney' })).toEqual({
      kind: 'test-drive',
      status: 'booked',
      local: '2026-07-01T10:00',
      timeZone: 'Australia/Sydney',
    });
  });
});
