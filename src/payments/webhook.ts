import 'server-only';
import Stripe from 'stripe';
import type { Db } from '../db/client';
import { paymentByIntent, paymentContext } from '../db/queries/payments';
import type { PaymentState } from '../domain/payments/state';
import { ClientError, NotFoundError } from '../lib/errors';
import { log } from '../lib/log';
import { applyReport, type PaymentDeps } from './service';
import { stateOfIntent } from './stripe-status';

export type WebhookOutcome = 'applied' | 'ignored';

/** The state an event reports, and for which PaymentIntent; other events are not ours to act on. */
function reportOf(event: Stripe.Event): { intentId: string; amount: number; state: PaymentState } | null {
  if (event.type.startsWith('payment_intent.')) {
    const intent = event.data.object as Stripe.PaymentIntent;
    return { intentId: intent.id, amount: intent.amount, state: stateOfIntent(intent.status, intent.last_payment_error != null) };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object as Stripe.Charge;
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    // Only a full refund ends the payment; a partial one is the dealer's business.
    if (!intentId || !charge.refunded) return null;
    return { intentId, amount: charge.amount, state: 'refunded' };
  }
  return null;
}

/**
 * A Stripe webhook for one dealership's account. The signature is checked by the SDK with that
 * account's signing secret; a forged or stale one is a 400 and changes nothing. The event's
 * state goes through the state machine, so a replay or an older event arriving late is ignored.
 * An event for another dealership's payment, or with an amount that is not ours, is ignored.
 */
export async function handleStripeWebhook(
  db: Db,
  deps: PaymentDeps,
  dealershipSlug: string,
  secret: string | null,
  payload: string,
  signature: string | null,
): Promise<WebhookOutcome> {
  if (!secret) throw new NotFoundError('Not found');
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(payload, signature ?? '', secret);
  } catch {
    throw new ClientError('The webhook signature is not valid.', 400);
  }
  const report = reportOf(event);
  if (!report) return 'ignored';
  const payment = await paymentByIntent(db, report.intentId);
  const context = payment ? await paymentContext(db, payment) : null;
  if (!payment || !context || context.dealershipSlug !== dealershipSlug || payment.provider !== 'stripe' || payment.amountMinor !== report.amount) {
    log.warn({ event: event.id, type: event.type, dealership: dealershipSlug }, 'stripe webhook for no payment of ours; ignored');
    return 'ignored';
  }
  const before = payment.status;
  const after = await applyReport(db, deps, report.intentId, report.state);
  log.info({ event: event.id, type: event.type, payment: payment.id, from: before, to: after?.status }, 'stripe webhook');
  return after && after.status !== before ? 'applied' : 'ignored';
}
