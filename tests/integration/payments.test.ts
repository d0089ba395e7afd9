import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carInScopeBySlug } from '../../src/db/queries/car-detail';
import { loadLeadMessage } from '../../src/db/queries/lead-messages';
import { findOrCreateUser } from '../../src/db/queries/accounts';
import { activeReservationCount, paymentByIntent } from '../../src/db/queries/payments';
import { loadSite } from '../../src/db/queries/websites';
import { queryRows } from '../../src/db/rows';
import { cars, websites } from '../../src/db/schema';
import { listedStatuses, stockScope } from '../../src/domain/inclusion';
import { canReserve } from '../../src/domain/reservation';
import type { Site } from '../../src/domain/types';
import { buildAdf } from '../../src/leads/delivery/adf';
import { ClientError, ConflictError, NotFoundError, ValidationError } from '../../src/lib/errors';
import type { PaymentProvider } from '../../src/payments/provider';
import { applyReport, authenticateTestPayment, payWithTestCard, paymentStatus, startOnlinePayment, startReservation, type PaymentDeps } from '../../src/payments/service';
import { stripeClient, stripeProvider } from '../../src/payments/stripe-provider';
import { testProvider } from '../../src/payments/test-provider';
import { handleStripeWebhook } from '../../src/payments/webhook';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';
import { failure } from '../support/failure';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Issue 16: payments end to end below the HTTP layer, on a real database (PGlite, or PostgreSQL
 * with DATABASE_URL). The Stripe path runs the official SDK against a local endpoint answering
 * like Stripe's API; webhooks are signed with the SDK's own test-header helper.
 */
const WEBHOOK_SECRET = 'whsec_local_test_secret';
/** The device id (`fc_anon`) the tests' shopper sends; a test of two shoppers gives each its own. */
const VISITOR = '0b7c3a52-4b0e-4d8e-9a51-2f6f0c1d2e3f';

let handle: TestDatabase;
let fake: FakeStripe;
let stripe: PaymentProvider;
let harbourTest: Site;
let harbourStripe: Site;
let otherSite: Site;
let tradeIn: Site;
let dealershipSlug: string;
const reservable: string[] = [];
const expired: string[] = [];
let leadsWoken = 0;

const deps = (): PaymentDeps => ({
  providers: (name) => (name === 'test' ? testProvider : stripe),
  carChanged: (slug) => void expired.push(slug),
  leadsQueued: () => void leadsWoken++,
});

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

const takeCar = (): string => {
  const slug = reservable.shift();
  if (!slug) throw new Error('out of reservable cars');
  return slug;
};

const shopper = (n: number) => ({ name: `Shopper Number ${'abcdefghijklmnopqrstuvwxyz'[n % 26]}`, email: `shopper${n}@example.com` });

function signedEvent(type: string, object: unknown, id = `evt_${Math.random().toString(36).slice(2)}`, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify({ id, object: 'event', type, api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), data: { object } });
  return { payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

async function webhook(event: { payload: string; signature: string }, slug = dealershipSlug) {
  return handleStripeWebhook(handle.db, deps(), slug, WEBHOOK_SECRET, event.payload, event.signature);
}

async function carReserved(slug: string): Promise<boolean> {
  const [row] = await handle.db.select({ reserved: cars.reserved }).from(cars).where(eq(cars.slug, slug));
  return row?.reserved ?? false;
}

async function carId(slug: string): Promise<number> {
  const [row] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.slug, slug));
  if (!row) throw new Error(`no car ${slug}`);
  return row.id;
}

async function leadsOfPayment(intentId: string): Promise<{ id: number; category: string; deliveries: number; receipts: number }[]> {
  return queryRows(
    handle.db,
    sql`select l.id, l.category,
          (select count(*)::int from lead_deliveries d join lead_destinations t on t.id = d.destination_id where d.lead_id = l.id and t.kind <> 'receipt') as deliveries,
          (select count(*)::int from lead_deliveries d join lead_destinations t on t.id = d.destination_id where d.lead_id = l.id and t.kind = 'receipt') as receipts
        from leads l where l.extra -> 'payment' ->> 'payment_id' = ${intentId}`,
  );
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  fake = await startFakeStripe();
  stripe = stripeProvider(stripeClient('sk_test_local_only', { host: '127.0.0.1', port: fake.port, protocol: 'http' }));
  harbourTest = await site('harbour-toyota');
  harbourStripe = { ...harbourTest, config: { ...harbourTest.config, providers: { ...harbourTest.config.providers, payment: 'stripe' } } };
  otherSite = await site('lone-star-autos');
  tradeIn = await site('trade-in-warehouse');
  const own = harbourTest.dealerships[0];
  if (!own) throw new Error('harbour-toyota has no dealership');
  dealershipSlug = own.slug;
  const candidates = await queryRows<{ slug: string }>(
    handle.db,
    sql`select slug from cars where dealership_id = ${own.id} and status = 'in_stock' and not reserved and price > 1000
        and jsonb_array_length(payment_processors) > 0 order by id limit 60`,
  );
  const now = new Date();
  for (const { slug } of candidates) {
    const car = await carInScopeBySlug(handle.db, stockScope(harbourTest, now), listedStatuses(harbourTest), slug);
    if (car && canReserve(car, harbourTest.config).allowed) reservable.push(slug);
  }
  expect(reservable.length).toBeGreaterThanOrEqual(10);
});

afterAll(async () => {
  await fake?.close();
  await handle?.drop();
});

describe('Stripe PaymentIntents through the SDK and signed webhooks', () => {
  it('success: one PaymentIntent for the deposit from the car record, idempotent on retry; the webhook reserves the car and queues the lead and receipt', async () => {
    const slug = takeCar();
    const start = { idempotencyKey: 'checkout-success-1', shopper: null, visitorId: VISITOR };
    const first = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(1), start);
    const retried = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(1), start);
    expect(retried.payment_id).toBe(first.payment_id);
    expect(first).toMatchObject({ provider: 'stripe', status: 'created', amount: 50_000, currency: 'AUD' });
    expect(first.client_secret).toBe(`${first.payment_id}_secret_fake`);
    expect(first.publishable_key).toMatch(/^pk_test_/);
    expect([...fake.intents.values()].filter((i) => i.metadata.forecourt_kind === 'reservation' && i.id === first.payment_id)).toHaveLength(1);
    expect(fake.intents.get(first.payment_id)?.capture_method).toBe('automatic');
    for (const call of fake.calls.filter((c) => c.method === 'POST')) expect(call.idempotencyKey).toBeTruthy();

    const intent = fake.setStatus(first.payment_id, 'succeeded');
    expect(await webhook(signedEvent('payment_intent.succeeded', intent))).toBe('applied');
    expect(await carReserved(slug)).toBe(true);
    expect(expired).toContain(slug);
    expect((await paymentByIntent(handle.db, first.payment_id))?.status).toBe('succeeded');
    const leads = await leadsOfPayment(first.payment_id);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ category: 'vehicle-reservation', receipts: 1 });
    expect(leads[0]?.deliveries).toBeGreaterThan(0);

    // The dealer's copy is ADF that the DTD accepts, like every other lead.
    const message = await loadLeadMessage(handle.db, leads[0]?.id ?? 0);
    if (!message) throw new Error('no lead message');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-pay-adf-'));
    const file = path.join(dir, 'reservation.xml');
    fs.writeFileSync(file, buildAdf(message));
    const run = spawnSync('xmllint', ['--noout', '--nonet', '--dtdvalid', path.resolve('src/leads/delivery/adf-1.0.dtd'), file], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);

    // The car cannot be started again.
    expect(await failure(startReservation(handle.db, deps(), harbourStripe, slug, shopper(2), { idempotencyKey: 'after', shopper: null, visitorId: VISITOR }))).toBeInstanceOf(ConflictError);
  });

  it('decline: the failed payment reserves nothing, and the shopper may retry and succeed', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(3), { idempotencyKey: 'decline-1', shopper: null, visitorId: VISITOR });
    const declined = fake.setStatus(started.payment_id, 'requires_payment_method', 'Your card was declined.');
    expect(await webhook(signedEvent('payment_intent.payment_failed', declined))).toBe('applied');
    expect((await paymentByIntent(handle.db, started.payment_id))?.status).toBe('failed');
    expect(await carReserved(slug)).toBe(false);
    expect(await leadsOfPayment(started.payment_id)).toHaveLength(0);
    const paid = fake.setStatus(started.payment_id, 'succeeded');
    expect(await webhook(signedEvent('payment_intent.succeeded', paid))).toBe('applied');
    expect(await carReserved(slug)).toBe(true);
  });

  it('3-D Secure required: requires_action first, reserved only once the bank step succeeds; a read-back without a webhook also works', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(4), { idempotencyKey: '3ds-1', shopper: null, visitorId: VISITOR });
    const action = fake.setStatus(started.payment_id, 'requires_action');
    expect(await webhook(signedEvent('payment_intent.requires_action', action))).toBe('applied');
    expect((await paymentByIntent(handle.db, started.payment_id))?.status).toBe('requires_action');
    expect(await carReserved(slug)).toBe(false);
    fake.setStatus(started.payment_id, 'succeeded');
    // The shopper returns from the bank's page before the webhook: the page reads the intent back.
    const { payment } = await paymentStatus(handle.db, deps(), harbourStripe, started.payment_id);
    expect(payment.status).toBe('succeeded');
    expect(await carReserved(slug)).toBe(true);
  });

  it('replayed webhook: the same event again changes nothing (one lead, one receipt)', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(5), { idempotencyKey: 'replay-1', shopper: null, visitorId: VISITOR });
    const event = signedEvent('payment_intent.succeeded', fake.setStatus(started.payment_id, 'succeeded'), 'evt_replayed');
    expect(await webhook(event)).toBe('applied');
    expect(await webhook(event)).toBe('ignored');
    expect(await webhook(event)).toBe('ignored');
    const leads = await leadsOfPayment(started.payment_id);
    expect(leads).toHaveLength(1);
    expect(leads[0]?.receipts).toBe(1);
  });

  it('forged signature: a wrong secret, a changed body or no header is a 400 and changes nothing', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(6), { idempotencyKey: 'forged-1', shopper: null, visitorId: VISITOR });
    const intent = fake.setStatus(started.payment_id, 'succeeded');
    const forged = signedEvent('payment_intent.succeeded', intent, 'evt_forged', 'whsec_not_the_secret');
    const genuine = signedEvent('payment_intent.succeeded', intent, 'evt_tampered');
    const tampered = { payload: genuine.payload.replace('"amount":50000', '"amount":1'), signature: genuine.signature };
    for (const event of [forged, tampered, { payload: genuine.payload, signature: '' }]) {
      const error = await failure(webhook(event));
      expect(error).toBeInstanceOf(ClientError);
      expect((error as ClientError).status).toBe(400);
    }
    expect((await paymentByIntent(handle.db, started.payment_id))?.status).toBe('created');
    expect(await carReserved(slug)).toBe(false);
  });

  it('a signature dated beyond the tolerance ahead, or a signed event without the fields we read, is a 400 and changes nothing', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(30), { idempotencyKey: 'future-1', shopper: null, visitorId: VISITOR });
    const intent = fake.setStatus(started.payment_id, 'succeeded');
    const payload = JSON.stringify({ id: 'evt_future', object: 'event', type: 'payment_intent.succeeded', data: { object: intent } });
    const now = Math.floor(Date.now() / 1000);
    const signedAt = (timestamp: number) => ({ payload, signature: Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp }) });
    const bare = (body: unknown) => {
      const text = JSON.stringify(body);
      return { payload: text, signature: Stripe.webhooks.generateTestHeaderString({ payload: text, secret: WEBHOOK_SECRET }) };
    };
    for (const event of [
      signedAt(now + 3_600),
      signedAt(now + 86_400 * 365),
      signedAt(now - 3_600),
      bare({ id: 'evt_no_data', object: 'event', type: 'payment_intent.succeeded' }),
      bare({ id: 'evt_no_object', object: 'event', type: 'payment_intent.succeeded', data: {} }),
      bare({ id: 'evt_null_object', object: 'event', type: 'payment_intent.succeeded', data: { object: null } }),
      bare({ id: 'evt_no_type', object: 'event', data: { object: intent } }),
      bare({ id: 'evt_bad_intent', object: 'event', type: 'payment_intent.succeeded', data: { object: { id: started.payment_id } } }),
      bare({ id: 'evt_bad_charge', object: 'event', type: 'charge.refunded', data: { object: { payment_intent: started.payment_id } } }),
      bare([]),
    ]) {
      const error = await failure(webhook(event));
      expect(error, event.payload).toBeInstanceOf(ClientError);
      expect((error as ClientError).status, event.payload).toBe(400);
    }
    expect((await paymentByIntent(handle.db, started.payment_id))?.status).toBe('created');
    expect(await carReserved(slug)).toBe(false);
    expect(await webhook(signedAt(now + 60))).toBe('applied');
  });

  it('unknown events and payments that are not ours are ignored without effect', async () => {
    expect(await webhook(signedEvent('customer.created', { id: 'cus_1', object: 'customer' }))).toBe('ignored');
    expect(await webhook(signedEvent('payment_intent.succeeded', { id: 'pi_unknown', object: 'payment_intent', amount: 50_000, status: 'succeeded', last_payment_error: null }))).toBe('ignored');
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(7), { idempotencyKey: 'other-dealer-1', shopper: null, visitorId: VISITOR });
    const intent = fake.setStatus(started.payment_id, 'succeeded');
    // Signed for another dealership's endpoint: not that dealership's payment.
    expect(await webhook(signedEvent('payment_intent.succeeded', intent), 'some-other-dealership')).toBe('ignored');
    // An amount that is not the one we asked for.
    expect(await webhook(signedEvent('payment_intent.succeeded', { ...intent, amount: 100 }))).toBe('ignored');
    expect(await carReserved(slug)).toBe(false);
  });

  it('out-of-order events: an older requires_action or failure arriving after success is ignored', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(8), { idempotencyKey: 'order-1', shopper: null, visitorId: VISITOR });
    const older = signedEvent('payment_intent.requires_action', { ...fake.intents.get(started.payment_id), status: 'requires_action' });
    const olderFailure = signedEvent('payment_intent.payment_failed', { ...fake.intents.get(started.payment_id), status: 'requires_payment_method', last_payment_error: { message: 'declined' } });
    expect(await webhook(signedEvent('payment_intent.succeeded', fake.setStatus(started.payment_id, 'succeeded')))).toBe('applied');
    expect(await webhook(older)).toBe('ignored');
    expect(await webhook(olderFailure)).toBe('ignored');
    expect((await paymentByIntent(handle.db, started.payment_id))?.status).toBe('succeeded');
    expect(await carReserved(slug)).toBe(true);
  });

  it('two shoppers racing for one car: exactly one reservation; the other is refunded (captured) and told so', async () => {
    const slug = takeCar();
    const a = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(9), { idempotencyKey: 'race-a', shopper: null, visitorId: VISITOR });
    const b = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(10), { idempotencyKey: 'race-b', shopper: null, visitorId: VISITOR });
    expect(b.payment_id).not.toBe(a.payment_id);
    const eventA = signedEvent('payment_intent.succeeded', fake.setStatus(a.payment_id, 'succeeded'));
    const eventB = signedEvent('payment_intent.succeeded', fake.setStatus(b.payment_id, 'succeeded'));
    await Promise.all([webhook(eventA), webhook(eventB)]);
    expect(await activeReservationCount(handle.db, await carId(slug))).toBe(1);
    const [pa, pb] = await Promise.all([paymentByIntent(handle.db, a.payment_id), paymentByIntent(handle.db, b.payment_id)]);
    const loser = pa?.status === 'succeeded' ? pb : pa;
    expect(loser).toMatchObject({ status: 'refunded', lostRace: true });
    expect(fake.refunds).toContain(loser?.intentId);
    expect(await leadsOfPayment(loser?.intentId ?? '')).toHaveLength(0);
  });

  it('two shoppers racing for a car whose processor only authorises: manual capture, and the loser is cancelled', async () => {
    const slug = takeCar();
    await handle.db
      .update(cars)
      .set({ paymentProcessors: [{ authorization_type: 'authorization', authorization_key: 'pk_test_hold', deposit_amount: 750 }] })
      .where(eq(cars.slug, slug));
    const a = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(11), { idempotencyKey: 'hold-a', shopper: null, visitorId: VISITOR });
    const b = await startReservation(handle.db, deps(), harbourStripe, slug, shopper(12), { idempotencyKey: 'hold-b', shopper: null, visitorId: VISITOR });
    expect(fake.intents.get(a.payment_id)).toMatchObject({ capture_method: 'manual', amount: 75_000 });
    await webhook(signedEvent('payment_intent.amount_capturable_updated', fake.setStatus(a.payment_id, 'requires_capture')));
    await webhook(signedEvent('payment_intent.amount_capturable_updated', fake.setStatus(b.payment_id, 'requires_capture')));
    expect((await paymentByIntent(handle.db, a.payment_id))?.status).toBe('succeeded');
    expect(await paymentByIntent(handle.db, b.payment_id)).toMatchObject({ status: 'cancelled', lostRace: true });
    expect(fake.intents.get(b.payment_id)?.status).toBe('canceled');
    expect(fake.calls.some((c) => c.path === `/v1/payment_intents/${b.payment_id}/cancel` && c.idempotencyKey === `cancel-${b.payment_id}`)).toBe(true);
  });
});

describe('idempotency keys belong to one shopper and one car', () => {
  it("a second shopper reusing a key gets a payment of their own, never the first shopper's, and reserves nothing of theirs", async () => {
    const [carA, carB] = [takeCar(), takeCar()];
    const alice = await findOrCreateUser(handle.db, harbourTest.id, 'key-alice@example.com');
    const bob = await findOrCreateUser(handle.db, harbourTest.id, 'key-bob@example.com');
    const key = 'shared-key-1';
    const first = await startReservation(handle.db, deps(), harbourStripe, carA, shopper(11), { idempotencyKey: key, shopper: alice, visitorId: null });
    const callers = [
      ['another account, another car', carB, { idempotencyKey: key, shopper: bob, visitorId: null }],
      ['another account, the same car', carA, { idempotencyKey: key, shopper: bob, visitorId: null }],
      ['the same account, another car', carB, { idempotencyKey: key, shopper: alice, visitorId: null }],
      ['a signed-out visitor on another device', carA, { idempotencyKey: key, shopper: null, visitorId: '6a1d9e27-30c4-4f55-8b2a-7c9e1f0a4b5d' }],
      ['a caller with no identity', carA, { idempotencyKey: key, shopper: null, visitorId: null }],
    ] as const;
    const seen = new Set([first.payment_id]);
    for (const [name, car, start] of callers) {
      const answer = await startReservation(handle.db, deps(), harbourStripe, car, shopper(12), start);
      expect(seen.has(answer.payment_id), name).toBe(false);
      seen.add(answer.payment_id);
      const stored = await paymentByIntent(handle.db, answer.payment_id);
      expect(stored?.carId, name).toBe(await carId(car));
      expect(stored?.userId ?? null, name).toBe(start.shopper?.id ?? null);
    }
    // Bob pays his own payment for car B: car B is reserved for him, and Alice's payment and car A are untouched.
    const bobs = await startReservation(handle.db, deps(), harbourStripe, carB, shopper(12), callers[0][2]);
    await webhook(signedEvent('payment_intent.succeeded', fake.setStatus(bobs.payment_id, 'succeeded')));
    expect(await carReserved(carB)).toBe(true);
    expect(await carReserved(carA)).toBe(false);
    expect((await paymentByIntent(handle.db, first.payment_id))?.status).toBe('created');
    // Alice's own retry still finds her payment.
    const retried = await startReservation(handle.db, deps(), harbourStripe, carA, shopper(11), { idempotencyKey: key, shopper: alice, visitorId: null });
    expect(retried.payment_id).toBe(first.payment_id);
  });
});

describe('the built-in test provider', () => {
  it('succeeds, declines, and asks for a 3-D Secure step, through the same state machine', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourTest, slug, shopper(13), { idempotencyKey: 'test-1', shopper: null, visitorId: VISITOR });
    expect(started).toMatchObject({ provider: 'test', client_secret: null, status: 'created' });
    expect((await payWithTestCard(handle.db, deps(), harbourTest, { payment_id: started.payment_id, card: 'declined' })).status).toBe('failed');
    expect((await payWithTestCard(handle.db, deps(), harbourTest, { payment_id: started.payment_id, card: '3ds' })).status).toBe('requires_action');
    expect(await carReserved(slug)).toBe(false);
    expect((await authenticateTestPayment(handle.db, deps(), harbourTest, { payment_id: started.payment_id, approved: true })).status).toBe('succeeded');
    expect(await carReserved(slug)).toBe(true);
    expect(await failure(payWithTestCard(handle.db, deps(), harbourTest, { payment_id: started.payment_id, card: 'nonsense' }))).toBeInstanceOf(ValidationError);
  });

  it('20 parallel confirmations for one car leave exactly one active reservation (the database constraint decides)', async () => {
    const slug = takeCar();
    const started = [];
    for (let n = 0; n < 20; n++) {
      started.push(await startReservation(handle.db, deps(), harbourTest, slug, shopper(n), { idempotencyKey: `parallel-${n}`, shopper: null, visitorId: VISITOR }));
    }
    const results = await Promise.all(started.map((s) => payWithTestCard(handle.db, deps(), harbourTest, { payment_id: s.payment_id, card: 'succeeds' })));
    expect(results.filter((p) => p.status === 'succeeded')).toHaveLength(1);
    expect(results.filter((p) => p.lostRace && p.status === 'refunded')).toHaveLength(19);
    expect(await activeReservationCount(handle.db, await carId(slug))).toBe(1);
    expect(await carReserved(slug)).toBe(true);
  });

  it('the database itself refuses a second active reservation of a car', async () => {
    const slug = takeCar();
    const id = await carId(slug);
    const insert = (n: number) =>
      handle.db.execute(
        sql`insert into reservations (website_id, car_id, status, deposit_amount, currency, payment_provider, payment_intent_id, customer_name, customer_email)
            values (${harbourTest.id}, ${id}, 'succeeded', 50000, 'AUD', 'test', ${`test_pi_direct_${n}`}, 'A B', 'a@example.com')`,
      );
    await insert(1);
    expect(await failure(insert(2))).toBeTruthy();
    expect(await activeReservationCount(handle.db, id)).toBe(1);
  });
});

describe('tenancy and amounts', () => {
  it("site A's car cannot be paid from site B, nor site A's payment confirmed from site B", async () => {
    const slug = takeCar();
    expect(await failure(startReservation(handle.db, deps(), otherSite, slug, shopper(14), { idempotencyKey: 'cross-1', shopper: null, visitorId: VISITOR }))).toBeInstanceOf(NotFoundError);
    const started = await startReservation(handle.db, deps(), harbourTest, slug, shopper(14), { idempotencyKey: 'cross-2', shopper: null, visitorId: VISITOR });
    expect(await failure(payWithTestCard(handle.db, deps(), otherSite, { payment_id: started.payment_id, card: 'succeeds' }))).toBeInstanceOf(NotFoundError);
    expect(await failure(paymentStatus(handle.db, deps(), otherSite, started.payment_id))).toBeInstanceOf(NotFoundError);
    expect(await carReserved(slug)).toBe(false);
  });

  it('the amount comes from the car record: an amount in the body is not read', async () => {
    const slug = takeCar();
    const started = await startReservation(handle.db, deps(), harbourTest, slug, { ...shopper(15), amount: 1, deposit_amount: 1 }, { idempotencyKey: 'amount-1', shopper: null, visitorId: VISITOR });
    expect(started.amount).toBe(50_000);
  });

  it('a junk or unknown car slug is not found', async () => {
    for (const slug of ['../etc/passwd', '', 'no-such-car-999999999']) {
      expect(await failure(startReservation(handle.db, deps(), harbourTest, slug, shopper(17), { idempotencyKey: `junk-${slug}`, shopper: null, visitorId: VISITOR }))).toBeInstanceOf(NotFoundError);
    }
  });

  it('bad names and emails answer per field', async () => {
    const error = await failure(startReservation(handle.db, deps(), harbourTest, takeCar(), { name: '', email: 'nope' }, { idempotencyKey: 'bad-1', shopper: null, visitorId: VISITOR }));
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldErrors).sort()).toEqual(['email', 'name']);
  });
});

describe('online payment', () => {
  it('checks the limits from config, pays with the test provider, and queues the dealer lead and the receipt', async () => {
    const tooSmall = await failure(startOnlinePayment(handle.db, deps(), tradeIn, { ...shopper(16), reference: 'INV-1001', amount: '5' }, { idempotencyKey: 'online-small', shopper: null, visitorId: VISITOR }));
    expect((tooSmall as ValidationError).fieldErrors.amount).toEqual(['The amount must be at least $10.']);
    const tooBig = await failure(startOnlinePayment(handle.db, deps(), tradeIn, { ...shopper(16), reference: 'INV-1001', amount: 5000.01 }, { idempotencyKey: 'online-big', shopper: null, visitorId: VISITOR }));
    expect((tooBig as ValidationError).fieldErrors.amount).toEqual(['The amount must be at most $5,000.']);
    const started = await startOnlinePayment(handle.db, deps(), tradeIn, { ...shopper(16), reference: 'RO-2231', amount: '249.95' }, { idempotencyKey: 'online-ok', shopper: null, visitorId: VISITOR });
    expect(started).toMatchObject({ provider: 'test', amount: 24_995, currency: 'AUD' });
    expect((await payWithTestCard(handle.db, deps(), tradeIn, { payment_id: started.payment_id, card: 'succeeds' })).status).toBe('succeeded');
    const leads = await leadsOfPayment(started.payment_id);
    expect(leads).toMatchObject([{ category: 'online-payment', receipts: 1 }]);
    expect(await failure(startOnlinePayment(handle.db, deps(), harbourTest, { ...shopper(16), reference: 'X1', amount: 20 }, { idempotencyKey: 'online-none', shopper: null, visitorId: VISITOR }))).toBeInstanceOf(NotFoundError);
  });

  it('a report for an unknown payment is nothing', async () => {
    expect(await applyReport(handle.db, deps(), 'pi_nobody', 'succeeded')).toBeNull();
  });
});
