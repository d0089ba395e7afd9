import { describe, expect, it } from 'vitest';
import { scopedPaymentKey, type PaymentOwner, type PaymentSubject } from './idempotency';

const ANON_A = '0b7c3a52-4b0e-4d8e-9a51-2f6f0c1d2e3f';
const ANON_B = '6a1d9e27-30c4-4f55-8b2a-7c9e1f0a4b5d';
const alice: PaymentOwner = { kind: 'account', userId: 1 };
const bob: PaymentOwner = { kind: 'account', userId: 2 };
const car1: PaymentSubject = { kind: 'reservation', carId: 1 };
const car2: PaymentSubject = { kind: 'reservation', carId: 2 };
const online1: PaymentSubject = { kind: 'online', dealershipId: 1 };

describe('scopedPaymentKey', () => {
  it.each<[string, [PaymentOwner, PaymentSubject, string], [PaymentOwner, PaymentSubject, string], boolean]>([
    ['the same shopper retrying for the same car', [alice, car1, 'k'], [alice, car1, 'k'], true],
    ['the same visitor retrying for the same car', [{ kind: 'visitor', anonId: ANON_A }, car1, 'k'], [{ kind: 'visitor', anonId: ANON_A }, car1, 'k'], true],
    ['another account, same key and car', [alice, car1, 'k'], [bob, car1, 'k'], false],
    ['another visitor, same key and car', [{ kind: 'visitor', anonId: ANON_A }, car1, 'k'], [{ kind: 'visitor', anonId: ANON_B }, car1, 'k'], false],
    ['the same shopper, same key, another car', [alice, car1, 'k'], [alice, car2, 'k'], false],
    ['a deposit and an online payment under one key', [alice, car1, 'k'], [alice, online1, 'k'], false],
    ['an account and a visitor whose ids read alike', [{ kind: 'account', userId: 1 }, car1, 'k'], [{ kind: 'visitor', anonId: '1' }, car1, 'k'], false],
    ['two requests with no identity', [{ kind: 'request', nonce: 'n1' }, car1, 'k'], [{ kind: 'request', nonce: 'n2' }, car1, 'k'], false],
    ['a key that copies another scope', [alice, car1, 'k'], [alice, car2, 'k|car:1'], false],
    ['a different key', [alice, car1, 'k1'], [alice, car1, 'k2'], false],
  ])('%s: same payment is %s', (_name, a, b, same) => {
    expect(scopedPaymentKey(...a) === scopedPaymentKey(...b)).toBe(same);
  });
});
