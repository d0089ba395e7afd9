/**
 * How long delivered analytics events are kept (docs/visitor-identity.md, "Retention"). Once the
 * site's endpoint has an event, our row only serves to look into a complaint about it, so it goes
 * after a month. Undelivered rows (pending, sending, dead) are never deleted: they are events the
 * endpoint does not have yet, and a dead one waits for an operator to send it again.
 */
export const DELIVERED_EVENT_RETENTION_DAYS = 30;

const DAY_MS = 86_400_000;

export type OutboxRowState = { status: string; deliveredAt: Date | null };

/** Rows delivered before this instant may go. */
export function retentionCutoff(now: Date): Date {
  return new Date(now.getTime() - DELIVERED_EVENT_RETENTION_DAYS * DAY_MS);
}

/** Whether a row is old enough to delete: delivered, and delivered before the cutoff. */
export function isPurgeable(row: OutboxRowState, now: Date): boolean {
  return row.status === 'delivered' && row.deliveredAt !== null && row.deliveredAt.getTime() < retentionCutoff(now).getTime();
}
