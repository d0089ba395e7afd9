import 'server-only';
import { invalidateCar } from '../cache/invalidate';
import { wakeLeadDelivery } from '../leads/delivery/runtime';
import type { PaymentDeps } from './service';
import { stripeApiTarget, stripeSecretKey } from './stripe-keys';
import { stripeClient, stripeProvider } from './stripe-provider';
import { testProvider } from './test-provider';

/** The running server's payment dependencies: real providers, Next's cache expiry, the lead worker. */
export const paymentDeps: PaymentDeps = {
  providers(name, dealershipSlug) {
    if (name === 'test') return testProvider;
    const key = stripeSecretKey(dealershipSlug);
    return key ? stripeProvider(stripeClient(key, stripeApiTarget())) : null;
  },
  carChanged: invalidateCar,
  leadsQueued: wakeLeadDelivery,
};
