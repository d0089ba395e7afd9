import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client';
import { insertAnalyticsEvent } from '../db/queries/analytics-events';
import { insertInsightEvent } from '../db/queries/insights-events';
import { localDate } from '../domain/hours';
import { isAnnouncedBot } from '../domain/insights/bots';
import { insightFields } from '../domain/insights/record';
import { specEventId } from '../domain/insights/spec-event-id';
import type { Site } from '../domain/types';
import { fieldErrors } from '../domain/validation/field-errors';
import { analyticsEventSchema, eventPayload, type AnalyticsEventPayload } from '../domain/visitor/event';
import { visitorIdsFromCookies } from '../domain/visitor/ids';
import { ValidationError } from '../lib/errors';
import { wakeAnalyticsDelivery } from './runtime';

/**
 * SPEC 7 analytics events: checked, stamped with the answering site, the visitor's ids and the
 * SPEC event id (src/domain/insights/spec-event-id.ts), then
 * - queued in the analytics_events outbox for the site's events endpoint, on sites that name one
 *   ("sent only on certain sites"), and
 * - kept for the site's insights (insight_events) when the event is one the charts count and the
 *   client is no announced bot (src/domain/insights/bots.ts), on every site.
 * The browser's request ends at the commit; delivery and the rollup happen in background jobs.
 */
const INVALID_EVENT_MESSAGE = 'The event is not valid.';

export type EventClient = { cookieHeader: string | null; userAgent: string | null };
export type EventOutcome = { queued: boolean; recorded: boolean };

export async function recordAnalyticsEvent(db: Db, site: Site, body: unknown, client: EventClient, now = new Date()): Promise<EventOutcome> {
  const parsed = analyticsEventSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_EVENT_MESSAGE, fieldErrors(parsed.error));
  const payload = withSpecEventId(eventPayload(parsed.data, site.slug, visitorIdsFromCookies(client.cookieHeader)));
  const endpoint = site.config.forms.analyticsEventsUrl;
  const fields = isAnnouncedBot(client.userAgent) ? null : insightFields(payload);
  if (!endpoint && !fields) return { queued: false, recorded: false };
  await db.transaction(async (tx) => {
    if (endpoint) await insertAnalyticsEvent(tx, site.id, endpoint, payload);
    if (fields) {
      const day = localDate(now, site.config.timezone).date;
      // An event without a session id is a visit of its own: never merged with another.
      await insertInsightEvent(tx, { ...fields, websiteId: site.id, day, visitId: payload.session_id ?? randomUUID() });
    }
  });
  if (endpoint) wakeAnalyticsDelivery();
  return { queued: Boolean(endpoint), recorded: fields !== null };
}

function withSpecEventId(payload: AnalyticsEventPayload): AnalyticsEventPayload {
  const carType = payload.event_properties.car_type;
  const id = specEventId(payload.event, payload.category, typeof carType === 'string' ? carType : null);
  return id === null ? payload : { ...payload, event_properties: { ...payload.event_properties, spec_event_id: id } };
}
