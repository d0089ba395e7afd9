import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnalyticsEventPayload } from '../../domain/visitor/event';
import { websites } from './websites';

/**
 * SPEC 7 analytics events waiting for, or done with, delivery to their site's events endpoint:
 * an outbox like lead_deliveries, worked by the same kind of worker (src/analytics/worker.ts).
 * The endpoint is kept with the event, so one taken while a site named an endpoint goes there
 * even if the site's configuration changes before it is sent.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Sent as Idempotency-Key: a receiver that sees the same event twice (a resend after a crash) drops it. */
    eventId: uuid().notNull().defaultRandom(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    endpoint: text().notNull(),
    payload: jsonb().$type<AnalyticsEventPayload>().notNull(),
    /** pending (due at next_attempt_at), sending (claimed until next_attempt_at), delivered, dead. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('analytics_events_event_id_key').on(t.eventId),
    index('analytics_events_due_idx').on(t.status, t.nextAttemptAt),
    // The stock manager counts the page views of the cars it lists, by the car's slug.
    index('analytics_events_car_slug_idx').on(sql`(${t.payload}->'event_properties'->>'car_slug')`),
  ],
);
