import Stripe from 'stripe';
import type { ProviderPayment, PaymentProvider } from './provider';
import { stateOfIntent } from './stripe-status';

export type StripeTarget = { host?: string; port?: number; protocol?: 'http' | 'https' };

function paymentOf(intent: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: intent.id,
    state: stateOfIntent(intent.status, intent.last_payment_error != null),
    clientSecret: intent.client_secret,
    amountMinor: intent.amount,
    currency: intent.currency.toUpperCase(),
  };
}

/** The SDK client for a secret key; the SDK retries network failures itself, with the same idempotency key. */
export function stripeClient(secretKey: string, target: StripeTarget = {}): Stripe {
  return new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000, telemetry: false, ...target });
}

/**
 * Stripe PaymentIntents with one dealership's secret key. Idempotency keys: the create's comes
 * from our payment; cancel and refund are keyed by the intent, so a repeat does nothing new.
 */
export function stripeProvider(stripe: Stripe): PaymentProvider {
  return {
    name: 'stripe',
    async create(input) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currency.toLowerCase(),
          capture_method: input.captureMethod,
          automatic_payment_methods: { enabled: true },
          description: input.description,
          receipt_email: input.receiptEmail,
          metadata: input.metadata,
        },
        { idempotencyKey: `create-${input.idempotencyKey}` },
      );
      return paymentOf(intent);
    },
    async retrieve(id) {
      return paymentOf(await stripe.paymentIntents.retrieve(id));
    },
    async release(id) {
      const current = await stripe.paymentIntents.retrieve(id);
      if (current.status === 'canceled') return 'cancelled';
      if (current.status === 'succeeded') {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
        return 'refunded';
      }
      // Held (requires_capture) or never paid: cancelling releases it and no money moves.
      await stripe.paymentIntents.cancel(id, {}, { idempotencyKey: `cancel-${id}` });
      return 'cancelled';
    },
  };
}
