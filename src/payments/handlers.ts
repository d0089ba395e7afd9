import 'server-only';
import { assertSameOrigin, currentShopper } from '../accounts/gate';
import { getDb } from '../db';
import { SIGN_IN_MESSAGES } from '../domain/accounts/sign-in-code';
import { isGated, type SignInType } from '../domain/accounts/gates';
import type { StoredPayment } from '../domain/payments/records';
import type { Site } from '../domain/types';
import { visitorIdsFromCookies } from '../domain/visitor/ids';
import { jsonRoute } from '../lib/api';
import { ClientError } from '../lib/errors';
import { readCapped, readJsonBody } from '../lib/request-body';
import { idempotencyKey } from '../leads/http';
import { requireApiSite } from '../site/request';
import { paymentDeps } from './runtime';
import { authenticateTestPayment, payWithTestCard, startOnlinePayment, startReservation } from './service';
import { stripeWebhookSecret } from './stripe-keys';
import { handleStripeWebhook } from './webhook';

/** The payment API's route handlers (docs/payments.md); the app/ route files only pick one. */
type SiteContext = { params: Promise<{ site: string }> };
type WebhookContext = { params: Promise<{ site: string; dealership: string }> };

const BODY_MAX_BYTES = 8 * 1024;
const WEBHOOK_MAX_BYTES = 256 * 1024;
const NO_STORE = { 'cache-control': 'no-store' };

/** CSRF check, then the shopper; a gated page's API refuses a signed-out caller like the page does. */
async function caller(request: Request, site: Site, type: SignInType) {
  assertSameOrigin(request);
  const shopper = await currentShopper(site);
  if (!shopper && isGated(type, site.config.gatedPages)) throw new ClientError(SIGN_IN_MESSAGES.signedOut, 401);
  const visitorId = visitorIdsFromCookies(request.headers.get('cookie')).anonId;
  return { shopper, visitorId, idempotencyKey: idempotencyKey(request) ?? crypto.randomUUID() };
}

function paymentState(payment: StoredPayment) {
  return { payment_id: payment.intentId, status: payment.status, lost_race: payment.lostRace };
}

export const paymentRoutes = {
  startReservation: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const start = await caller(request, site, 'checkout');
    const body = await readJsonBody(request, 'the reservation', BODY_MAX_BYTES);
    const carSlug = typeof body === 'object' && body !== null && 'car_slug' in body ? String(body.car_slug) : '';
    return Response.json(await startReservation(await getDb(), paymentDeps, site, carSlug, body, start), { status: 201, headers: NO_STORE });
  }),

  startOnline: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    const start = await caller(request, site, 'online-payment');
    const body = await readJsonBody(request, 'the payment', BODY_MAX_BYTES);
    return Response.json(await startOnlinePayment(await getDb(), paymentDeps, site, body, start), { status: 201, headers: NO_STORE });
  }),

  testPay: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    const body = await readJsonBody(request, 'the payment', BODY_MAX_BYTES);
    return Response.json(paymentState(await payWithTestCard(await getDb(), paymentDeps, site, body)), { headers: NO_STORE });
  }),

  testAuthenticate: jsonRoute(async (request: Request, { params }: SiteContext) => {
    const site = await requireApiSite(params);
    assertSameOrigin(request);
    const body = await readJsonBody(request, 'the payment', BODY_MAX_BYTES);
    return Response.json(paymentState(await authenticateTestPayment(await getDb(), paymentDeps, site, body)), { headers: NO_STORE });
  }),

  /** Stripe calls this, not a browser: no cookie, no CSRF check; the signature is the check. */
  stripeWebhook: jsonRoute(async (request: Request, { params }: WebhookContext) => {
    const { site: segment, dealership } = await params;
    const site = await requireApiSite(Promise.resolve({ site: segment }));
    const owned = site.dealerships.some((d) => d.slug === dealership) && site.config.providers.payment === 'stripe';
    const payload = new TextDecoder().decode(await readCapped(request, WEBHOOK_MAX_BYTES, 'the event'));
    const secret = owned ? stripeWebhookSecret(dealership) : null;
    const outcome = await handleStripeWebhook(await getDb(), paymentDeps, dealership, secret, payload, request.headers.get('stripe-signature'));
    return Response.json({ received: true, outcome }, { headers: NO_STORE });
  }),
};
