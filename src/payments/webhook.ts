import 'server-only';
import Stripe from 'stripe';
import { z } from 'zod';
import type { Db } from '../db/client';
import { paymentByIntent, paymentContext } from '../db/queries/payments';
import type { PaymentState } from '../domain/payments/state';
import { WEBHOOK_TOLERANCE_SECONDS, signatureTimestamp, signedInTheFuture } from '../domain/payments/webhook-time';
import { ClientError, NotFoundError } from '../lib/errors';
import { log } from '../lib/log';
import { applyReport, type PaymentDeps } from './service';
import { stateOfIntent } from './stripe-status';

export type WebhookOutcome = 'applied' | 'ignored';

// Only the fields we act on; the signature proves who sent an event, not that it has this shape.
const eventShape = z.object({ id: z.string(), type: z.string(), data: z.object({ object: z.record(z.string(), z.unknown()) }) });
const intentShape = z.object({ id: z.string().min(1), amount: z.number().int(), status: z.string(), last_payment_error: z.unknown().optional() });
const chargeShape = z.object({
  amount: z.number().int(),
  refunded: z.boolean(),
  payment_intent: z.union([z.string(), z.object({ id: z.string() }), z.null()]).optional(),
});

const MALFORMED = 'The webhook event is not one we can read.';

type Report = { intentId: string; amount: number; state: PaymentState };

/** The state an event reports, and for which PaymentIntent; other events are not ours to act on. */
function reportOf(type: string, object: Record<string, unknown>): Report | null {
  if (type.startsWith('payment_intent.')) {
    const intent = intentShape.safeParse(object);
    if (!intent.success) throw new ClientError(MALFORMED, 400);
    const { id, amount, status, last_payment_error } = intent.data;
    return { intentId: id, amount, state: stateOfIntent(status, last_payment_error != null) };
  }
  if (type === 'charge.refunded') {
    const charge = chargeShape.safeParse(object);
    if (!charge.success) throw new ClientError(MALFORMED, 400);
    const link = charge.data.payment_intent;
    const intentId = typeof link === 'string' ? link : link?.id;
    // Only a full refund ends the payment; a partial one is the dealer's business.
    if (!intentId || !charge.data.refunded) return null;
    return { intentId, amount: charge.data.amount, state: 'refunded' };
  }
  return null;
}

/**
 * A Stripe webhook for one dealership's account. The signature is checked by the SDK with that
 * account's signing secret; a forged or stale one, one dated beyond the tolerance ahead (which the
 * SDK does not check), or a signed event without the fields we read, is a 400 and changes nothing. The event's
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
  nowMs = Date.now(),
): Promise<WebhookOutcome> {
  if (!secret) throw new NotFoundError('Not found');
  let parsed: unknown;
  try {
    parsed = Stripe.webhooks.constructEvent(payload, signature ?? '', secret, WEBHOOK_TOLERANCE_SECONDS, undefined, nowMs);
  } catch {
    throw new ClientError('The webhook signature is not valid.', 400);
  }
  const signedAt = signatureTimestamp(signature ?? '');
  if (signedAt === null || signedInTheFuture(signedAt, nowMs)) throw new ClientError('The webhook signature is not valid.', 400);
  const shaped = eventShape.safeParse(parsed);
  if (!shaped.success) throw new ClientError(MALFORMED, 400);
  const event = shaped.data;
  const report = reportOf(event.type, event.data.object);
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
