import { describe, expect, it } from 'vitest';
import { CODE_RETENTION_MS, codeRetentionCutoff, sessionRetentionCutoff } from './retention';
import { CODE_TTL_MS, CODE_WINDOW_MS } from './sign-in-code';

const NOW = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 3_600_000;

describe('which sign-in codes are old enough to delete', () => {
  it.each<[string, Date, boolean]>([
    ['just sent', ago(0), false],
    ['still redeemable', ago(CODE_TTL_MS - 1), false],
    ['still counted by the rate limits', ago(CODE_WINDOW_MS - 1), false],
    ['sent this morning', ago(6 * HOUR), false],
    ['sent exactly a day ago', ago(24 * HOUR), false],
    ['sent a millisecond over a day ago', ago(24 * HOUR + 1), true],
    ['sent a month ago', ago(30 * 24 * HOUR), true],
  ])('%s', (_name, createdAt, purgeable) => {
    expect(createdAt.getTime() < codeRetentionCutoff(NOW).getTime()).toBe(purgeable);
  });

  it('keeps every code the rate limits count or a shopper can still redeem', () => {
    expect(CODE_RETENTION_MS).toBeGreaterThanOrEqual(Math.max(CODE_WINDOW_MS, CODE_TTL_MS));
  });
});

describe('which sessions are old enough to delete', () => {
  it.each<[string, Date, boolean]>([
    ['expires in a month', new Date(NOW.getTime() + 30 * 24 * HOUR), false],
    ['expires in a second', new Date(NOW.getTime() + 1_000), false],
    ['expires now (no longer live)', NOW, true],
    ['expired a year ago', ago(365 * 24 * HOUR), true],
  ])('%s', (_name, expiresAt, purgeable) => {
    expect(expiresAt.getTime() <= sessionRetentionCutoff(NOW).getTime()).toBe(purgeable);
  });
});
