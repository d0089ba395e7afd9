import 'server-only';
import type { Db } from '../db/client';
import { insertAnalyticsEvent } from '../db/queries/analytics-events';
import type { Site } from '../domain/types';
import { fieldErrors } from '../domain/validation/field-errors';
import { analyticsEventSchema, eventPayload } from '../domain/visitor/event';
import { visitorIdsFromCookies } from '../domain/visitor/ids';
import { ValidationError } from '../lib/errors';
import { wakeAnalyticsDelivery } from './runtime';

/**
 * SPEC 7 analytics events: checked, stamped with the answering site and the visitor's ids, and
 * queued in the analytics_events outbox for the site's events endpoint. The browser's request
 * ends at the commit; delivery, retries included, happens in the worker. A site without an
 * endpoint keeps nothing ("sent only on certain sites").
 */
const INVALID_EVENT_MESSAGE = 'The event is not valid.';

export async function recordAnalyticsEvent(db: Db, site: Site, body: unknown, cookieHeader: string | null): Promise<{ queued: boolean }> {
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_EVENT_MESSAGE, fieldErrors(parsed.error));
  const endpoint = site.config.forms.analyticsEventsUrl;
  if (!endpoint) return { queued: false };
  await insertAnalyticsEvent(db, site.id, endpoint, eventPayload(parsed.data, site.slug, visitorIdsFromCookies(cookieHeader)));
  wakeAnalyticsDelivery();
  return { queued: true };
}
