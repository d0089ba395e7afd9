import { describe, expect, it } from 'vitest';
import { paymentOutcome } from './messages';

describe('paymentOutcome', () => {
  it.each([
    ['reservation', 'succeeded', false, 'Reserved'],
    ['online', 'succeeded', false, 'Payment received'],
    ['reservation', 'refunded', true, 'Someone else reserved this car first'],
    ['reservation', 'cancelled', true, 'Someone else reserved this car first'],
    ['reservation', 'failed', false, 'Payment not completed'],
    ['reservation', 'requires_action', false, 'Confirm your payment'],
    ['reservation', 'created', false, 'Waiting for your payment'],
    ['online', 'cancelled', false, 'Payment cancelled'],
    ['online', 'refunded', false, 'Payment refunded'],
  ] as const)('%s %s (lost race %s) -> %s', (kind, status, lostRace, title) => expect(paymentOutcome(kind, status, lostRace).title).toBe(title));

  it('tells a shopper who lost the race whether the money was released or refunded', () => {
    expect(paymentOutcome('reservation', 'cancelled', true).text).toMatch(/No money has been taken/);
    expect(paymentOutcome('reservation', 'refunded', true).text).toMatch(/refunded your deposit in full/);
  });
});
