import { describe, expect, it } from 'vitest';
import { advancePayment, isOpen, type PaymentState } from './state';

describe('advancePayment', () => {
  const cases: [PaymentState, PaymentState, string][] = [
    ['created', 'requires_action', 'moved'],
    ['created', 'succeeded', 'moved'],
    ['created', 'failed', 'moved'],
    ['created', 'cancelled', 'moved'],
    ['created', 'refunded', 'ignored'],
    ['requires_action', 'succeeded', 'moved'],
    ['requires_action', 'failed', 'moved'],
    ['requires_action', 'created', 'ignored'],
    ['failed', 'succeeded', 'moved'],
    ['failed', 'requires_action', 'moved'],
    ['failed', 'created', 'ignored'],
    ['succeeded', 'refunded', 'moved'],
    ['succeeded', 'cancelled', 'moved'],
    ['succeeded', 'failed', 'ignored'],
    ['succeeded', 'requires_action', 'ignored'],
    ['succeeded', 'created', 'ignored'],
    ['cancelled', 'succeeded', 'ignored'],
    ['cancelled', 'refunded', 'ignored'],
    ['refunded', 'succeeded', 'ignored'],
    ['refunded', 'cancelled', 'ignored'],
    ['succeeded', 'succeeded', 'unchanged'],
    ['created', 'created', 'unchanged'],
    ['refunded', 'refunded', 'unchanged'],
  ];
  it.each(cases)('%s + %s -> %s', (from, reported, kind) => {
    const step = advancePayment(from, reported);
    expect(step.kind).toBe(kind);
    if (step.kind === 'moved') expect(step.to).toBe(reported);
  });
});

describe('isOpen', () => {
  it.each([
    ['created', true],
    ['requires_action', true],
    ['failed', true],
    ['succeeded', false],
    ['cancelled', false],
    ['refunded', false],
  ] as const)('%s -> %s', (state, open) => expect(isOpen(state)).toBe(open));
});
