import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { leadDeliveries } from '../schema';

/** The delivery outbox (lead_deliveries) as the worker sees it. */

export type ClaimedDelivery = {
  id: number;
  leadId: number;
  attempts: number;
  queuedAt: Date;
  destination: { id: number; kind: string; target: string; format: string };
};

type ClaimRow = {
  id: number;
  lead_id: number;
  attempts: number;
  created_at: Date | string;
  destination_id: number;
  kind: string;
  target: string;
  format: string;
};

/**
 * Claims up to `limit` due deliveries: pending ones whose time has come, and claimed ones whose
 * lease ran out (their worker died mid-send). One statement, so one short transaction: PGlite
 * has a single connection and PostgreSQL workers on other servers skip rows already locked.
 * The attempt is counted and the lease set before anything is sent.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimRow>(
    db,
    sql`with due as (
          select id from lead_deliveries
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        update lead_deliveries d
        set status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from due, lead_destinations t
        where d.id = due.id and t.id = d.destination_id
        returning d.id, d.lead_id, d.attempts, d.created_at, d.destination_id, t.kind, t.target, t.format`,
  );
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    attempts: row.attempts,
    queuedAt: new Date(row.created_at),
    destination: { id: row.destination_id, kind: row.kind, target: row.target, format: row.format },
  }));
}

export async function markDelivered(db: Db, id: number): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null })
    .where(eq(leadDeliveries.id, id));
}

/** A failed try: due again after `retryInMs`, or dead-lettered when that is null. */
export async function markFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(leadDeliveries)
    .set(
      retryInMs === null
        ? { status: 'dead', lastError: error }
        : { status: 'pending', lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(leadDeliveries.id, id));
}

/** Milliseconds until the next delivery falls due, or null when nothing is waiting. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  // Clamped here, not with SQL greatest(), which skips a null and so would turn "nothing
  // waiting" into "due now" and have the worker poll without pause.
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms
        from lead_deliveries where status in ('pending', 'sending')`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

export async function deliveryCounts(db: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from lead_deliveries group by status`);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}
