import { describe, expect, it } from 'vitest';
import { stateOfIntent } from './stripe-status';

describe('stateOfIntent', () => {
  it.each([
    ['requires_payment_method', false, 'created'],
    ['requires_payment_method', true, 'failed'],
    ['requires_confirmation', false, 'created'],
    ['processing', false, 'created'],
    ['requires_action', false, 'requires_action'],
    ['requires_capture', false, 'succeeded'],
    ['succeeded', false, 'succeeded'],
    ['canceled', false, 'cancelled'],
  ] as const)('%s (error %s) -> %s', (status, error, state) => expect(stateOfIntent(status, error)).toBe(state));
});
