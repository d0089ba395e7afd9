import { describe, expect, it } from 'vitest';
import { clockFor } from './clock';
import { referenceDate } from './reference-date';

describe('referenceDate: no seeded time after the moment of seeding', () => {
  it.each<[string | undefined, string, string]>([
    [undefined, '2026-11-27T05:08:00Z', '2026-11-26'],
    [undefined, '2026-11-27T11:59:59.999Z', '2026-11-26'],
    [undefined, '2026-11-27T12:00:00Z', '2026-11-27'],
    [undefined, '2026-11-27T23:59:00Z', '2026-11-27'],
    [undefined, '2026-01-01T00:30:00Z', '2025-12-31'],
    ['2025-06-15', '2026-11-27T05:08:00Z', '2025-06-15'],
  ])('configured %s at %s -> %s', (configured, at, expected) => {
    expect(referenceDate(configured, new Date(at))).toBe(expected);
  });

  it('the reference instant of the default date is never after the seed runs', () => {
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const at = new Date(Date.UTC(2026, 10, 27, 0, minute));
      expect(clockFor(referenceDate(undefined, at)).now.getTime()).toBeLessThanOrEqual(at.getTime());
    }
  });
});
