import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { dealershipLeadSettings, leadDeliveries, leadNotes, leadTasks, leads } from '../schema';

/**
 * The console's writes to a lead. Every one marks the lead touched (it is no longer waiting for
 * a first answer). Leaving new also acknowledges the lead for the dealer API: one state
 * (docs/decisions/038-console-leads.md).
 */

export async function setLeadStatus(db: Db, id: number, status: string, lostReason: string | null): Promise<void> {
  await db
    .update(leads)
    .set({
      workStatus: status,
      lostReason: status === 'lost' ? lostReason : null,
      touchedAt: sql`now()`,
      acknowledgedAt: status === 'new' ? undefined : sql`coalesce(${leads.acknowledgedAt}, now())`,
    })
    .where(eq(leads.id, id));
}

export async function setLeadAssignee(db: Db, id: number, staffId: number | null): Promise<void> {
  await db.update(leads).set({ assignedStaffId: staffId, touchedAt: sql`now()` }).where(eq(leads.id, id));
}

export async function touchLead(db: Db, id: number): Promise<void> {
  await db.update(leads).set({ touchedAt: sql`now()` }).where(eq(leads.id, id));
}

export async function insertNote(db: Db, leadId: number, staffId: number, body: string): Promise<number> {
  const [row] = await db.insert(leadNotes).values({ leadId, staffId, body }).returning({ id: leadNotes.id });
  if (!row) throw new Error('note not inserted');
  return row.id;
}

export async function insertTask(db: Db, task: { leadId: number; title: string; dueAt: Date; assigneeStaffId: number | null; createdBy: number }): Promise<number> {
  const [row] = await db.insert(leadTasks).values(task).returning({ id: leadTasks.id });
  if (!row) throw new Error('task not inserted');
  return row.id;
}

/** Marks the lead's task done (or not); false when the lead has no such task. */
export async function setTaskDone(db: Db, leadId: number, taskId: number, done: boolean): Promise<boolean> {
  const rows = await db
    .update(leadTasks)
    .set({ doneAt: done ? sql`now()` : null })
    .where(and(eq(leadTasks.id, taskId), eq(leadTasks.leadId, leadId)))
    .returning({ id: leadTasks.id });
  return rows.length > 0;
}

/**
 * Sends the lead to one of its destinations again: the row is due now with a fresh retry
 * window, whatever its state (delivered, retrying or dead-lettered). False when the lead has no
 * such delivery.
 */
export async function requeueDelivery(db: Db, leadId: number, deliveryId: number): Promise<{ before: string } | null> {
  const [current] = await db.select({ status: leadDeliveries.status }).from(leadDeliveries).where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.leadId, leadId)));
  if (!current) return null;
  await db
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, createdAt: sql`now()`, lastError: null, deliveredAt: null })
    .where(eq(leadDeliveries.id, deliveryId));
  return { before: current.status };
}

/** Whether the staff member works for the dealership (an assignee must). */
export async function isStaffOf(db: Db, staffId: number, dealershipId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from staff s join staff_memberships m on m.staff_id = s.id
        where s.id = ${staffId} and m.dealership_id = ${dealershipId} and s.disabled_at is null`,
  );
  return rows.length > 0;
}

export async function staffEmail(db: Db, staffId: number): Promise<{ email: string; name: string } | null> {
  const [row] = await queryRows<{ email: string; name: string }>(db, sql`select email, name from staff where id = ${staffId}`);
  return row ?? null;
}

export type LeadSettingsRow = {
  overdueMinutes: number;
  criticalMinutes: number;
  notifyManagers: boolean;
  autoReplies: Record<string, { enabled: boolean; subject: string; body: string }>;
};

export async function leadSettingsOf(db: Db, dealershipIds: readonly number[]): Promise<Map<number, LeadSettingsRow>> {
  if (dealershipIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(dealershipLeadSettings)
    .where(sql`${dealershipLeadSettings.dealershipId} = any(${`{${dealershipIds.join(',')}}`}::int[])`);
  return new Map(rows.map((row) => [row.dealershipId, row]));
}

export async function saveLeadSettings(db: Db, dealershipId: number, settings: LeadSettingsRow): Promise<void> {
  await db
    .insert(dealershipLeadSettings)
    .values({ dealershipId, ...settings })
    .onConflictDoUpdate({ target: dealershipLeadSettings.dealershipId, set: { ...settings, updatedAt: sql`now()` } });
}
