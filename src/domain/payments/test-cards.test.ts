import { describe, expect, it } from 'vitest';
import { advancePayment } from './state';
import { testAuthenticationOutcome, testCardOutcome } from './test-cards';

describe('test provider cards', () => {
  it.each([
    ['succeeds', 'succeeded'],
    ['declined', 'failed'],
    ['3ds', 'requires_action'],
  ] as const)('%s reports %s', (card, state) => expect(testCardOutcome(card)).toBe(state));

  it.each([
    [true, 'succeeded'],
    [false, 'failed'],
  ] as const)('3-D Secure approved=%s reports %s, a move the state machine allows from requires_action', (approved, state) => {
    expect(testAuthenticationOutcome(approved)).toBe(state);
    expect(advancePayment('requires_action', state).kind).toBe('moved');
  });
});
