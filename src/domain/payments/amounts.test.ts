import { describe, expect, it } from 'vitest';
import { checkOnlineAmount, depositOf } from './amounts';

const processor = (authorization_type: string, deposit_amount: number, authorization_key: string | null = 'pk_test_x') => ({
  authorization_type,
  authorization_key,
  deposit_amount,
});

describe('depositOf', () => {
  it.each([
    ['stripe', 500, 50_000, 'automatic'],
    ['capture', 250.5, 25_050, 'automatic'],
    ['authorization', 1000, 100_000, 'manual'],
    ['Authorisation', 1000, 100_000, 'manual'],
    [' auth ', 99.99, 9_999, 'manual'],
  ] as const)('%s, %s dollars -> %s cents, %s capture', (type, dollars, minor, capture) => {
    expect(depositOf([processor(type, dollars)])).toMatchObject({ amountMinor: minor, captureMethod: capture });
  });

  it('skips processors without a positive deposit and answers null when none has one', () => {
    expect(depositOf([processor('stripe', 0), processor('stripe', 300)])?.amountMinor).toBe(30_000);
    expect(depositOf([processor('stripe', 0), processor('stripe', -5)])).toBeNull();
    expect(depositOf([])).toBeNull();
  });
});

describe('checkOnlineAmount', () => {
  const limits = { minimum: 10, maximum: 5000 };
  it.each([
    [10, { ok: true, amountMinor: 1000 }],
    [5000, { ok: true, amountMinor: 500_000 }],
    [123.45, { ok: true, amountMinor: 12_345 }],
    [9.99, { ok: false, problem: 'below-minimum' }],
    [5000.01, { ok: false, problem: 'above-maximum' }],
    [12.345, { ok: false, problem: 'not-an-amount' }],
    [Number.NaN, { ok: false, problem: 'not-an-amount' }],
  ] as const)('%s -> %o', (amount, expected) => expect(checkOnlineAmount(amount, limits)).toEqual(expected));
});
