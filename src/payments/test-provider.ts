import type { PaymentProvider } from './provider';

/**
 * The built-in test provider: no account, no network, no money. Its payments live only in our
 * own rows; the shopper's choice of test card (src/domain/payments/test-cards.ts) reports the
 * state, through the same path a Stripe webhook takes.
 */
export const testProvider: PaymentProvider = {
  name: 'test',
  async create(input) {
    return { id: `test_pi_${crypto.randomUUID().replaceAll('-', '')}`, state: 'created', clientSecret: null, amountMinor: input.amountMinor, currency: input.currency };
  },
  async retrieve() {
    return null;
  },
  async release(_id, state, captureMethod) {
    return state === 'succeeded' && captureMethod === 'automatic' ? 'refunded' : 'cancelled';
  },
};
