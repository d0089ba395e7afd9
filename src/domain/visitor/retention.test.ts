import { describe, expect, it } from 'vitest';
import { DELIVERED_EVENT_RETENTION_DAYS, isPurgeable, retentionCutoff } from './retention';

const NOW = new Date('2026-11-24T12:00:00Z');
const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('which analytics event rows are old enough to delete', () => {
  it.each<[string, string, Date | null, boolean]>([
    ['delivered a day ago', 'delivered', daysAgo(1), false],
    ['delivered just inside the retention', 'delivered', new Date(daysAgo(DELIVERED_EVENT_RETENTION_DAYS).getTime() + 1), false],
    ['delivered exactly at the cutoff', 'delivered', daysAgo(DELIVERED_EVENT_RETENTION_DAYS), false],
    ['delivered a millisecond before the cutoff', 'delivered', new Date(daysAgo(DELIVERED_EVENT_RETENTION_DAYS).getTime() - 1), true],
    ['delivered a year ago', 'delivered', daysAgo(365), true],
    ['delivered without a time (never written so)', 'delivered', null, false],
    ['pending for a year: undelivered', 'pending', null, false],
    ['sending: undelivered', 'sending', null, false],
    ['dead a year ago: undelivered, waits for an operator', 'dead', null, false],
    ['dead with a delivered time (a re-queued row that failed again)', 'dead', daysAgo(365), false],
  ])('%s', (_name, status, deliveredAt, purgeable) => {
    expect(isPurgeable({ status, deliveredAt }, NOW)).toBe(purgeable);
  });

  it('keeps delivered events for 30 days', () => {
    expect(DELIVERED_EVENT_RETENTION_DAYS).toBe(30);
    expect(retentionCutoff(NOW).toISOString()).toBe('2026-10-25T12:00:00.000Z');
  });
});
