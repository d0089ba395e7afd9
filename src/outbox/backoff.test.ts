import { describe, expect, it } from 'vitest';
import { afterFailure, backoffDelayMs, type BackoffPolicy } from './backoff';

/** The defaults of LEAD_RETRY_BASE_MS, LEAD_RETRY_CAP_MS and LEAD_RETRY_WINDOW_HOURS (src/env.ts). */
const DEFAULT_BACKOFF: BackoffPolicy = { baseMs: 30_000, capMs: 60 * 60_000, windowMs: 24 * 60 * 60_000 };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

describe('backoffDelayMs (default policy: 30 s doubling, capped at 1 h)', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 2 * MINUTE],
    [4, 4 * MINUTE],
    [5, 8 * MINUTE],
    [6, 16 * MINUTE],
    [7, 32 * MINUTE],
    [8, HOUR],
    [9, HOUR],
    [500, HOUR],
    [0, 30_000],
  ])('after %i failed tries waits %i ms', (attempts, expected) => {
    expect(backoffDelayMs(attempts, DEFAULT_BACKOFF)).toBe(expected);
  });

  it('follows a configured base (the durability test runs with 200 ms)', () => {
    const fast: BackoffPolicy = { baseMs: 200, capMs: 2_000, windowMs: HOUR };
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelayMs(n, fast))).toEqual([200, 400, 800, 1_600, 2_000, 2_000]);
  });
});

describe('afterFailure', () => {
  it.each([
    ['first failure', 1, 0, { kind: 'retry', delayMs: 30_000 }],
    ['an hour in', 8, HOUR, { kind: 'retry', delayMs: HOUR }],
    ['a minute before the window closes', 30, 24 * HOUR - MINUTE, { kind: 'retry', delayMs: HOUR }],
    ['at the end of the window', 31, 24 * HOUR, { kind: 'dead' }],
    ['past the window', 40, 30 * HOUR, { kind: 'dead' }],
  ])('%s', (_name, attempts, age, expected) => {
    expect(afterFailure(attempts, age, DEFAULT_BACKOFF)).toEqual(expected);
  });

  it('keeps retrying for at least 24 hours under the default policy', () => {
    let age = 0;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const decision = afterFailure(attempts, age, DEFAULT_BACKOFF);
      if (decision.kind === 'dead') break;
      age += decision.delayMs;
    }
    expect(age).toBeGreaterThanOrEqual(24 * HOUR);
    expect(attempts).toBeLessThan(40);
  });
});
