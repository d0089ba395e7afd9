import { describe, expect, it } from 'vitest';
import { checkStatusChange, isOpenStatus, type WorkStatus } from './lead-status';

describe('checkStatusChange', () => {
  const rows: [WorkStatus, WorkStatus, string | null, boolean | 'status' | 'lostReason'][] = [
    ['new', 'contacted', null, true],
    ['contacted', 'appointment', null, true],
    ['appointment', 'sold', null, true],
    ['new', 'sold', null, true],
    ['appointment', 'lost', 'Bought elsewhere', true],
    ['contacted', 'lost', null, 'lostReason'],
    ['contacted', 'lost', '   ', 'lostReason'],
    ['lost', 'contacted', null, true],
    ['contacted', 'new', null, 'status'],
    ['sold', 'sold', null, 'status'],
  ];
  it.each(rows)('%s → %s (reason %s): %s', (from, to, reason, expected) => {
    const result = checkStatusChange(from, to, reason);
    if (expected === true) expect(result).toEqual({ ok: true });
    else expect(result).toMatchObject({ ok: false, field: expected });
  });
});

describe('isOpenStatus', () => {
  it.each([
    ['new', true],
    ['contacted', true],
    ['appointment', true],
    ['sold', false],
    ['lost', false],
  ] as const)('%s: %s', (status, open) => expect(isOpenStatus(status)).toBe(open));
});
