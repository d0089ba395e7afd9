import { describe, expect, it } from 'vitest';
import { checkThresholds, DEFAULT_THRESHOLDS, leadMark, type LeadMark } from './lead-marks';
import type { WorkStatus } from './lead-status';

const now = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

describe('leadMark with the default thresholds (120 minutes, 24 hours)', () => {
  const rows: [string, number, number | null, WorkStatus, LeadMark][] = [
    ['fresh', 30, null, 'new', null],
    ['exactly 120 minutes', 120, null, 'new', null],
    ['121 minutes untouched', 121, null, 'new', 'overdue'],
    ['23 hours untouched', 23 * 60, null, 'new', 'overdue'],
    ['over 24 hours untouched', 24 * 60 + 1, null, 'new', 'critical'],
    ['old but worked', 3000, 10, 'contacted', null],
    ['old, untouched but sold', 3000, null, 'sold', null],
    ['old, untouched but lost', 3000, null, 'lost', null],
  ];
  it.each(rows)('%s', (_, received, touched, status, mark) => {
    expect(leadMark({ receivedAt: minutesAgo(received), touchedAt: touched === null ? null : minutesAgo(touched), status }, now, DEFAULT_THRESHOLDS)).toBe(mark);
  });

  it("uses the dealership's own thresholds", () => {
    expect(leadMark({ receivedAt: minutesAgo(20), touchedAt: null, status: 'new' }, now, { overdueMinutes: 15, criticalMinutes: 60 })).toBe('overdue');
    expect(leadMark({ receivedAt: minutesAgo(61), touchedAt: null, status: 'new' }, now, { overdueMinutes: 15, criticalMinutes: 60 })).toBe('critical');
  });
});

describe('checkThresholds', () => {
  it.each([
    [120, 1440, true],
    [1, 2, true],
    [0, 60, 'overdueMinutes'],
    [1.5, 60, 'overdueMinutes'],
    [120, 120, 'criticalMinutes'],
    [120, 60, 'criticalMinutes'],
  ] as const)('%s / %s', (overdueMinutes, criticalMinutes, expected) => {
    const result = checkThresholds({ overdueMinutes, criticalMinutes });
    if (expected === true) expect(result.ok).toBe(true);
    else expect(result).toMatchObject({ ok: false, field: expected });
  });
});
