import type { PaymentState } from '../domain/payments/state';

/**
 * A Stripe PaymentIntent's status in our state machine. An authorisation awaiting capture
 * (requires_capture) counts as succeeded: the money is held for the dealer. A failed attempt
 * leaves the intent at requires_payment_method with the error attached.
 */
export function stateOfIntent(status: string, hasPaymentError: boolean): PaymentState {
  switch (status) {
    case 'requires_action':
      return 'requires_action';
    case 'requires_capture':
    case 'succeeded':
      return 'succeeded';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      return hasPaymentError ? 'failed' : 'created';
    default:
      return 'created';
  }
}
