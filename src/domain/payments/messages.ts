import type { ReservationDenial } from '../reservation';
import type { PaymentKind } from './records';
import type { PaymentState } from './state';

/** The words shoppers read about payments (the spec has none of its own for these). */
export const PAYMENT_MESSAGES = {
  lostRace: {
    cancelled: 'Another shopper reserved this car moments before your payment went through, so we cancelled your payment. No money has been taken from your card.',
    refunded: 'Another shopper reserved this car moments before your payment went through, so we refunded your deposit in full. It can take a few days to show on your statement.',
  },
  succeeded: 'This car is reserved for you. The dealership will contact you shortly, and a receipt is on its way to your email.',
  failed: 'Your payment did not go through. No money has been taken; you can try another card.',
  requiresAction: 'Your bank asks you to confirm this payment.',
  cancelled: 'This payment was cancelled. No money has been taken.',
  refunded: 'This payment was refunded in full.',
  unavailable: 'Card payments are not available for this dealership at the moment. Please contact the dealership.',
  notFound: 'We could not find that payment.',
  invalid: 'Please check the highlighted fields.',
} as const;

/** Why a car cannot be reserved, in the shopper's words. */
export const RESERVATION_DENIALS: Record<ReservationDenial, string> = {
  'no-payment-provider': 'This dealership does not take reservations online.',
  sold: 'This car has been sold.',
  reserved: 'This car is already reserved.',
  'not-in-stock': 'This car is not in stock yet, so it cannot be reserved.',
  'price-too-low': 'This car cannot be reserved online.',
  'not-reservable': 'This car cannot be reserved online.',
  'no-payment-processors': 'This car cannot be reserved online.',
  'no-payment-authorization': 'This car cannot be reserved online.',
};

export const amountMessages = (minimum: string, maximum: string) => ({
  'below-minimum': `The amount must be at least ${minimum}.`,
  'above-maximum': `The amount must be at most ${maximum}.`,
  'not-an-amount': 'Enter an amount in dollars and cents, for example 250.00.',
});

export type PaymentOutcomeView = { title: string; text: string; done: boolean };

/** What the result page says about a payment, in plain words. */
export function paymentOutcome(kind: PaymentKind, status: PaymentState, lostRace: boolean): PaymentOutcomeView {
  if (lostRace && (status === 'cancelled' || status === 'refunded')) return { title: 'Someone else reserved this car first', text: PAYMENT_MESSAGES.lostRace[status], done: true };
  switch (status) {
    case 'succeeded':
      return kind === 'reservation'
        ? { title: 'Reserved', text: PAYMENT_MESSAGES.succeeded, done: true }
        : { title: 'Payment received', text: 'Thank you: the dealership has your payment, and a receipt is on its way to your email.', done: true };
    case 'failed':
      return { title: 'Payment not completed', text: PAYMENT_MESSAGES.failed, done: false };
    case 'requires_action':
      return { title: 'Confirm your payment', text: PAYMENT_MESSAGES.requiresAction, done: false };
    case 'cancelled':
      return { title: 'Payment cancelled', text: PAYMENT_MESSAGES.cancelled, done: true };
    case 'refunded':
      return { title: 'Payment refunded', text: PAYMENT_MESSAGES.refunded, done: true };
    default:
      return { title: 'Waiting for your payment', text: 'We have not received your payment yet. This page shows the outcome once your bank confirms it.', done: false };
  }
}
