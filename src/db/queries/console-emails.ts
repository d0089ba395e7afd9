import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { consoleEmails } from '../schema';

/** The console's email outbox (console_emails): queued in the writer's transaction, sent by the console mail worker. */

export type QueuedEmail = { dealershipId: number | null; leadId: number | null; onceKey: string; toAddress: string; subject: string; body: string };

/** Queues the email unless one with the same key was queued before; whether this call queued it. */
export async function queueConsoleEmail(db: Db, email: QueuedEmail): Promise<boolean> {
  const rows = await db.insert(consoleEmails).values(email).onConflictDoNothing({ target: consoleEmails.onceKey }).returning({ id: consoleEmails.id });
  return rows.length > 0;
}

export type ClaimedEmail = { id: number; onceKey: string; toAddress: string; subject: string; body: string; attempts: number; queuedAt: Date };

/** Claims due emails in one statement, counting the attempt and leasing each row before it is sent (as lead_deliveries). */
export async function claimDueEmails(db: Db, limit: number, leaseMs: number): Promise<ClaimedEmail[]> {
  const rows = await queryRows<{ id: number; once_key: string; to_address: string; subject: string; body: string; attempts: number; created_at: Date | string }>(
    db,
    sql`with due as (
          select id from console_emails
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at limit ${limit}
          for update skip locked
        )
        update console_emails e
        set status = 'sending', attempts = e.attempts + 1, next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from due where e.id = due.id
        returning e.id, e.once_key, e.to_address, e.subject, e.body, e.attempts, e.created_at`,
  );
  return rows.map((row) => ({ id: row.id, onceKey: row.once_key, toAddress: row.to_address, subject: row.subject, body: row.body, attempts: row.attempts, queuedAt: new Date(row.created_at) }));
}

export async function markEmailSent(db: Db, id: number): Promise<void> {
  await db.update(consoleEmails).set({ status: 'sent', sentAt: sql`now()`, lastError: null }).where(eq(consoleEmails.id, id));
}

export async function markEmailFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(consoleEmails)
    .set(retryInMs === null ? { status: 'dead', lastError: error } : { status: 'pending', lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` })
    .where(eq(consoleEmails.id, id));
}

export async function msUntilNextEmail(db: Db): Promise<number | null> {
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms from console_emails where status in ('pending', 'sending')`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

export type LeadEmailRow = { once_key: string; to_address: string; subject: string; status: string; created_at: Date | string };

/** The console emails about one lead (assignment notices, the automatic reply), for its page. */
export async function emailsOfLead(db: Db, leadId: number): Promise<LeadEmailRow[]> {
  return queryRows<LeadEmailRow>(
    db,
    sql`select once_key, to_address, subject, status, created_at from console_emails where lead_id = ${leadId} order by id`,
  );
}
