import 'server-only';
import { env } from '../env';
import { secretPairs as pairs } from '../lib/secret-pairs';

/**
 * The dealerships' Stripe secrets, from server configuration only (docs/payments.md): a list
 * of `dealership-slug=secret` pairs. Nothing here is logged or handed to a page.
 */
export function stripeSecretKey(dealershipSlug: string): string | null {
  return pairs(env().STRIPE_SECRET_KEYS).get(dealershipSlug) ?? null;
}

export function stripeWebhookSecret(dealershipSlug: string): string | null {
  return pairs(env().STRIPE_WEBHOOK_SECRETS).get(dealershipSlug) ?? null;
}

/** host, port and protocol of STRIPE_API_BASE, for the SDK's options; empty means api.stripe.com. */
export function stripeApiTarget(): { host?: string; port?: number; protocol?: 'http' | 'https' } {
  const base = env().STRIPE_API_BASE;
  if (!base) return {};
  const url = new URL(base);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: Number(url.port || (protocol === 'http' ? 80 : 443)), protocol };
}
