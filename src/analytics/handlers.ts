import 'server-only';
import { assertSameOrigin } from '../accounts/gate';
import { getDb } from '../db';
import { EVENT_BODY_MAX_BYTES } from '../domain/visitor/event';
import { jsonRoute } from '../lib/api';
import { ClientError } from '../lib/errors';
import { readJsonBody } from '../lib/request-body';
import { sharedLimiter } from '../leads/shared-limiter';
import { requestClientAddress } from '../lib/client-address';
import { requireApiSite } from '../site/request';
import { recordAnalyticsEvent } from './service';

/**
 * `POST /api/events` (docs/visitor-identity.md): the page's own script posts each SPEC 7 event
 * here, on its own host, and the server sends it on. Only pages of this host may post (the
 * Origin check), and one address may post ten a second at most, so nobody fills the outbox.
 */
type SiteContext = { params: Promise<{ site: string }> };

// A page view sends up to three events (view, car or search, a click), so this allows a fast shopper and then some.
const EVENTS_PER_MINUTE = 600;

export const postEvent = jsonRoute(async (request: Request, { params }: SiteContext) => {
  const site = await requireApiSite(params);
  assertSameOrigin(request);
  const limiter = await sharedLimiter('events', EVENTS_PER_MINUTE);
  const rate = await limiter.take(`${site.id}:${requestClientAddress(request.headers)}`);
  if (!rate.allowed) throw new ClientError('Too many events from this address; please try again shortly.', 429, { 'retry-after': String(rate.retryAfterSeconds) });
  const body = await readJsonBody(request, 'the event', EVENT_BODY_MAX_BYTES);
  const outcome = await recordAnalyticsEvent(await getDb(), site, body, { cookieHeader: request.headers.get('cookie'), userAgent: request.headers.get('user-agent') });
  return Response.json(outcome, { status: 202, headers: { 'cache-control': 'no-store' } });
});
