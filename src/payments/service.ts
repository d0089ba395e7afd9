import 'server-only';
import type { Db } from '../db/client';
import { carInScopeBySlug } from '../db/queries/car-detail';
import { insertLead, queueLeadDeliveries, queueReceiptDelivery } from '../db/queries/leads';
import {
  insertPayment,
  paymentByIdempotencyKey,
  paymentByIntent,
  paymentContext,
  setCarReserved,
  setPaymentIntent,
  setPaymentState,
  type NewPayment,
  type PaymentContext,
} from '../db/queries/payments';
import type { Shopper } from '../domain/accounts/types';
import { isCarSlug } from '../domain/car-slug';
import { listedStatuses, stockScope } from '../domain/inclusion';
import { currencyOf, formatPrice } from '../domain/locale';
import { depositOf } from '../domain/payments/amounts';
import { scopedPaymentKey, type PaymentOwner, type PaymentSubject } from '../domain/payments/idempotency';
import { PAYMENT_MESSAGES, RESERVATION_DENIALS } from '../domain/payments/messages';
import type { StoredPayment } from '../domain/payments/records';
import { advancePayment, type PaymentState } from '../domain/payments/state';
import { testAuthenticationOutcome, testCardOutcome } from '../domain/payments/test-cards';
import { canReserve } from '../domain/reservation';
import type { PaymentProviderName } from '../domain/site-config';
import type { Site } from '../domain/types';
import { fieldErrors } from '../domain/validation/field-errors';
import { onlinePaymentSchema, reservationStartSchema, testAuthenticateSchema, testPaySchema } from '../domain/validation/payment';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { log } from '../lib/log';
import { paymentLead } from './lead';
import type { PaymentProvider } from './provider';

/**
 * Payments (docs/payments.md): starting one with the amount from our own data, and applying
 * what the provider reports (a verified webhook, a read-back, a test card) through the state
 * machine. Side effects outside the database come in as `deps`, so tests run it without Next.
 */
export type PaymentDeps = {
  providers: (name: PaymentProviderName, dealershipSlug: string) => PaymentProvider | null;
  /** Expire the cached pages showing this car (the car's tag and each listing site's stock tag). */
  carChanged: (slug: string, siteIds: readonly number[]) => Promise<void> | void;
  /** Lead deliveries were queued: wake the delivery worker. */
  leadsQueued: () => void;
};

/** What the browser gets back: enough to pay, never a secret key. */
export type PaymentAnswer = {
  payment_id: string;
  provider: string;
  status: PaymentState;
  lost_race: boolean;
  client_secret: string | null;
  publishable_key: string | null;
  amount: number;
  currency: string;
};

function answerOf(payment: StoredPayment, intentId: string, clientSecret: string | null, publishableKey: string | null): PaymentAnswer {
  return {
    payment_id: intentId,
    provider: payment.provider,
    status: payment.status,
    lost_race: payment.lostRace,
    client_secret: payment.provider === 'stripe' ? clientSecret : null,
    publishable_key: publishableKey,
    amount: payment.amountMinor,
    currency: payment.currency,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

function providerOrRefuse(deps: PaymentDeps, name: PaymentProviderName | null, dealershipSlug: string): PaymentProvider {
  const provider = name ? deps.providers(name, dealershipSlug) : null;
  if (!provider) throw new ConflictError(PAYMENT_MESSAGES.unavailable);
  return provider;
}

/** A start request: the browser's Idempotency-Key, the signed-in shopper and the device id (`fc_anon`), if any. */
type Start = { idempotencyKey: string; shopper: Shopper | null; visitorId: string | null };

function ownerOf(start: Start): PaymentOwner {
  if (start.shopper) return { kind: 'account', userId: start.shopper.id };
  if (start.visitorId) return { kind: 'visitor', anonId: start.visitorId };
  return { kind: 'request', nonce: crypto.randomUUID() };
}

const keyOf = (start: Start, subject: PaymentSubject) => scopedPaymentKey(ownerOf(start), subject, start.idempotencyKey);

/** Finds the payment a retried request already made, or makes it, then its provider payment (once). */
async function openPayment(
  db: Db,
  provider: PaymentProvider,
  row: NewPayment,
  describe: { description: string; publishableKey: string | null; siteId: number },
): Promise<PaymentAnswer> {
  const stored =
    (await paymentByIdempotencyKey(db, row.kind, row.websiteId, row.idempotencyKey)) ??
    (await insertPayment(db, row)) ??
    (await paymentByIdempotencyKey(db, row.kind, row.websiteId, row.idempotencyKey));
  if (!stored) throw new Error('a payment vanished between its insert and its read');
  if (stored.intentId) {
    const remote = await provider.retrieve(stored.intentId);
    return answerOf(stored, stored.intentId, remote?.clientSecret ?? null, describe.publishableKey);
  }
  const created = await provider.create({
    amountMinor: stored.amountMinor,
    currency: stored.currency,
    captureMethod: stored.captureMethod,
    idempotencyKey: `${stored.kind}-${stored.websiteId}-${stored.id}`,
    description: describe.description,
    receiptEmail: stored.customerEmail,
    metadata: { forecourt_kind: stored.kind, forecourt_payment: String(stored.id), forecourt_site: String(describe.siteId) },
  });
  await setPaymentIntent(db, stored, created.id);
  return answerOf(stored, created.id, created.clientSecret, describe.publishableKey);
}

/** Starts a car's deposit: only for a car of this site that may be reserved now, for the deposit its record states. */
export async function startReservation(db: Db, deps: PaymentDeps, site: Site, carSlug: string, body: unknown, start: Start, now = new Date()): Promise<PaymentAnswer> {
  const parsed = reservationStartSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(PAYMENT_MESSAGES.invalid, fieldErrors(parsed.error));
  const car = isCarSlug(carSlug) ? await carInScopeBySlug(db, stockScope(site, now), listedStatuses(site), carSlug) : null;
  if (!car) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  const decision = canReserve(car, site.config);
  if (!decision.allowed) throw new ConflictError(RESERVATION_DENIALS[decision.reason]);
  // A whitelisted dealer without a provider takes reservation requests (a lead), never a deposit.
  if (decision.mode !== 'deposit') throw new ConflictError(PAYMENT_MESSAGES.unavailable);
  const deposit = depositOf(car.paymentProcessors);
  const dealership = site.dealerships.find((d) => d.id === car.dealershipId);
  if (!deposit || !dealership) throw new ConflictError(PAYMENT_MESSAGES.unavailable);
  const provider = providerOrRefuse(deps, site.config.providers.payment, dealership.slug);
  return openPayment(
    db,
    provider,
    {
      kind: 'reservation',
      websiteId: site.id,
      carId: car.id,
      captureMethod: deposit.captureMethod,
      amountMinor: deposit.amountMinor,
      currency: currencyOf(site.locale),
      provider: provider.name,
      idempotencyKey: keyOf(start, { kind: 'reservation', carId: car.id }),
      customerName: parsed.data.name,
      customerEmail: parsed.data.email,
      customerPhone: start.shopper?.phone ?? null,
      userId: start.shopper?.id ?? null,
    },
    { description: `Deposit: ${car.name} (${car.stocknum}), ${site.name}`, publishableKey: dealership.stripePublishableKey, siteId: site.id },
  );
}

/** Starts an online payment to the site's own dealership, within the site's limits. */
export async function startOnlinePayment(db: Db, deps: PaymentDeps, site: Site, body: unknown, start: Start): Promise<PaymentAnswer> {
  const limits = site.config.onlinePayment;
  const dealership = site.dealerships[0];
  if (!limits || !dealership) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  const parsed = onlinePaymentSchema(limits, (amount) => formatPrice(amount, site.locale)).safeParse(body);
  if (!parsed.success) throw new ValidationError(PAYMENT_MESSAGES.invalid, fieldErrors(parsed.error));
  const provider = providerOrRefuse(deps, site.config.providers.payment, dealership.slug);
  return openPayment(
    db,
    provider,
    {
      kind: 'online',
      websiteId: site.id,
      dealershipId: dealership.id,
      reference: parsed.data.reference,
      amountMinor: Math.round(parsed.data.amount * 100),
      currency: currencyOf(site.locale),
      provider: provider.name,
      idempotencyKey: keyOf(start, { kind: 'online', dealershipId: dealership.id }),
      customerName: parsed.data.name,
      customerEmail: parsed.data.email,
      customerPhone: null,
      userId: start.shopper?.id ?? null,
    },
    { description: `Payment ${parsed.data.reference}, ${site.name}`, publishableKey: dealership.stripePublishableKey, siteId: site.id },
  );
}

/**
 * The one transaction of a success: the payment succeeds, the car becomes reserved, and the
 * dealer's lead and the shopper's receipt are queued. A second active reservation of the car
 * fails on the partial unique index and the whole transaction rolls back.
 */
async function succeed(db: Db, deps: PaymentDeps, intentId: string, context: PaymentContext): Promise<void> {
  const changed = await db.transaction(async (tx) => {
    const locked = await paymentByIntent(tx, intentId, true);
    if (!locked || advancePayment(locked.status, 'succeeded').kind !== 'moved') return null;
    await setPaymentState(tx, locked, 'succeeded');
    const car = locked.kind === 'reservation' && locked.carId !== null ? await setCarReserved(tx, locked.carId, true) : null;
    const lead = await insertLead(tx, paymentLead(locked, context, intentId));
    await queueLeadDeliveries(tx, lead.id, context.dealershipId, context.car?.locationId ?? null);
    await queueReceiptDelivery(tx, lead.id, context.dealershipId);
    return { car };
  });
  if (!changed) return;
  if (changed.car) await deps.carChanged(changed.car.slug, changed.car.siteIds);
  deps.leadsQueued();
}

/** Another shopper's payment reserved the car first: this one's money goes back and the row says why. */
async function loseRace(db: Db, deps: PaymentDeps, payment: StoredPayment, intentId: string, context: PaymentContext): Promise<void> {
  const provider = providerOrRefuse(deps, payment.provider === 'stripe' || payment.provider === 'test' ? payment.provider : null, context.dealershipSlug);
  const released = await provider.release(intentId, 'succeeded', payment.captureMethod);
  await db.transaction(async (tx) => {
    const locked = await paymentByIntent(tx, intentId, true);
    // The provider took the payment to succeeded, which our row never reached: the release follows that success.
    if (locked && advancePayment('succeeded', released).kind === 'moved' && locked.status !== 'cancelled' && locked.status !== 'refunded') {
      await setPaymentState(tx, locked, released, true);
    }
  });
  log.info({ payment: payment.id, car: payment.carId, outcome: released }, 'reservation lost to an earlier payment');
}

/**
 * Applies a state the provider reported for a payment. Unknown payments and reports the state
 * machine does not allow (replays, late events) change nothing. Answers the stored payment after.
 */
export async function applyReport(db: Db, deps: PaymentDeps, intentId: string, reported: PaymentState): Promise<StoredPayment | null> {
  const before = await paymentByIntent(db, intentId);
  if (!before) return null;
  if (advancePayment(before.status, reported).kind !== 'moved') return before;
  const context = await paymentContext(db, before);
  if (!context) return before;
  if (reported === 'succeeded') {
    try {
      await succeed(db, deps, intentId, context);
    } catch (error) {
      if (!isUniqueViolation(error) || before.kind !== 'reservation') throw error;
      await loseRace(db, deps, before, intentId, context);
    }
    return paymentByIntent(db, intentId);
  }
  const unreserved = await db.transaction(async (tx) => {
    const locked = await paymentByIntent(tx, intentId, true);
    if (!locked || advancePayment(locked.status, reported).kind !== 'moved') return null;
    await setPaymentState(tx, locked, reported);
    // The active reservation itself was cancelled or refunded: the car is free again.
    return locked.status === 'succeeded' && locked.carId !== null ? setCarReserved(tx, locked.carId, false) : null;
  });
  if (unreserved) await deps.carChanged(unreserved.slug, unreserved.siteIds);
  return paymentByIntent(db, intentId);
}

/** This site's payment by its provider id; another site's is not found (tenants are walled off). */
async function sitePayment(db: Db, site: Site, intentId: string): Promise<StoredPayment> {
  const payment = await paymentByIntent(db, intentId);
  if (!payment || payment.websiteId !== site.id) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return payment;
}

/**
 * A payment's state for its page. A Stripe payment still open is read back from Stripe and
 * applied, so the shopper returning from a bank's page sees the outcome without waiting for the webhook.
 */
export async function paymentStatus(db: Db, deps: PaymentDeps, site: Site, intentId: string): Promise<{ payment: StoredPayment; context: PaymentContext | null }> {
  let payment = await sitePayment(db, site, intentId);
  const context = await paymentContext(db, payment);
  if (payment.provider === 'stripe' && context && (payment.status === 'created' || payment.status === 'requires_action' || payment.status === 'failed')) {
    const provider = deps.providers('stripe', context.dealershipSlug);
    const remote = provider ? await provider.retrieve(intentId) : null;
    if (remote && remote.amountMinor === payment.amountMinor) payment = (await applyReport(db, deps, intentId, remote.state)) ?? payment;
  }
  return { payment, context };
}

/** The test provider's "card": its outcome goes through the same state machine as a webhook's report. */
export async function payWithTestCard(db: Db, deps: PaymentDeps, site: Site, body: unknown): Promise<StoredPayment> {
  const parsed = testPaySchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(PAYMENT_MESSAGES.invalid, fieldErrors(parsed.error));
  const payment = await sitePayment(db, site, parsed.data.payment_id);
  if (payment.provider !== 'test') throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  return (await applyReport(db, deps, parsed.data.payment_id, testCardOutcome(parsed.data.card))) ?? payment;
}

export async function authenticateTestPayment(db: Db, deps: PaymentDeps, site: Site, body: unknown): Promise<StoredPayment> {
  const parsed = testAuthenticateSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(PAYMENT_MESSAGES.invalid, fieldErrors(parsed.error));
  const payment = await sitePayment(db, site, parsed.data.payment_id);
  if (payment.provider !== 'test') throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  if (payment.status !== 'requires_action') return payment;
  return (await applyReport(db, deps, parsed.data.payment_id, testAuthenticationOutcome(parsed.data.approved))) ?? payment;
}
