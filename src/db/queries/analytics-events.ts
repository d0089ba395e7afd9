import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { AnalyticsEventPayload } from '../../domain/visitor/event';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { analyticsEvents } from '../schema';

/** The analytics event outbox (analytics_events), as the events API and its worker see it. */

export type ClaimedEvent = { id: number; eventId: string; endpoint: string; payload: AnalyticsEventPayload; attempts: number; queuedAt: Date };

export async function insertAnalyticsEvent(db: Db, websiteId: number, endpoint: string, payload: AnalyticsEventPayload): Promise<string> {
  const [row] = await db.insert(analyticsEvents).values({ websiteId, endpoint, payload }).returning({ eventId: analyticsEvents.eventId });
  if (!row) throw new Error('analytics event not stored');
  return row.eventId;
}

type ClaimRow = { id: number; event_id: string; endpoint: string; payload: AnalyticsEventPayload | string; attempts: number; created_at: Date | string };

/**
 * Claims up to `limit` due events in one statement, counting the attempt and leasing each row
 * before anything is sent, exactly as the lead outbox does (claimDueDeliveries).
 */
export async function claimDueEvents(db: Db, limit: number, leaseMs: number): Promise<ClaimedEvent[]> {
  const rows = await queryRows<ClaimRow>(
    db,
    sql`with due as (
          select id from analytics_events
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        update analytics_events e
        set status = 'sending', attempts = e.attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from due
        where e.id = due.id
        returning e.id, e.event_id, e.endpoint, e.payload, e.attempts, e.created_at`,
  );
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    endpoint: row.endpoint,
    payload: typeof row.payload === 'string' ? (JSON.parse(row.payload) as AnalyticsEventPayload) : row.payload,
    attempts: row.attempts,
    queuedAt: new Date(row.created_at),
  }));
}

export async function markEventDelivered(db: Db, id: number): Promise<void> {
  await db.update(analyticsEvents).set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null }).where(eq(analyticsEvents.id, id));
}

/** A failed try: due again after `retryInMs`, or dead-lettered when that is null. */
export async function markEventFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(analyticsEvents)
    .set(
      retryInMs === null
        ? { status: 'dead', lastError: error }
        : { status: 'pending', lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(analyticsEvents.id, id));
}

export async function msUntilNextEvent(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms
        from analytics_events where status in ('pending', 'sending')`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

/**
 * Deletes up to `limit` events delivered before `cutoff` (src/domain/visitor/retention.ts), oldest
 * first; undelivered rows are never touched. The number deleted.
 */
export async function purgeDeliveredEvents(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from analytics_events where id in (
          select id from analytics_events
          where status = 'delivered' and delivered_at < ${cutoff.toISOString()}::timestamptz
          order by delivered_at limit ${limit})
        returning id`,
  );
  return rows.length;
}
