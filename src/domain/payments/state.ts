/**
 * The life of one payment (a reservation deposit or an online payment), the same for every
 * provider. A provider's own status words are mapped onto these by the provider adapter.
 */
const PAYMENT_STATES = ['created', 'requires_action', 'succeeded', 'failed', 'cancelled', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Where each state may go. `failed` is not final: the shopper may try another card on the same
 * payment. `succeeded` may still be cancelled (an authorisation released before capture) or
 * refunded (money taken back). Nothing leaves cancelled or refunded.
 */
const NEXT: Record<PaymentState, readonly PaymentState[]> = {
  created: ['requires_action', 'succeeded', 'failed', 'cancelled'],
  requires_action: ['succeeded', 'failed', 'cancelled'],
  failed: ['requires_action', 'succeeded', 'cancelled'],
  succeeded: ['cancelled', 'refunded'],
  cancelled: [],
  refunded: [],
};

export type PaymentStep = { kind: 'moved'; to: PaymentState } | { kind: 'unchanged' } | { kind: 'ignored'; reason: string };

/**
 * What a reported state does to the stored one. A repeat (a replayed webhook) changes nothing;
 * a report that cannot follow the stored state (an older event arriving late) is ignored, so
 * events may arrive in any order and the stored state only moves forward.
 */
export function advancePayment(from: PaymentState, reported: PaymentState): PaymentStep {
  if (from === reported) return { kind: 'unchanged' };
  if (NEXT[from].includes(reported)) return { kind: 'moved', to: reported };
  return { kind: 'ignored', reason: `${reported} cannot follow ${from}` };
}

/** A payment that can still be paid, or is paid: the states in which the shopper's money is or may be held. */
export function isOpen(state: PaymentState): boolean {
  return state === 'created' || state === 'requires_action' || state === 'failed';
}

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}
