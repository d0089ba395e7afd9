import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../client';
import { auditLog, staff } from '../schema';

export type AuditEntry = {
  dealershipId: number | null;
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string;
  before?: unknown;
  after?: unknown;
};

/** Written in the same transaction as the change it describes, so neither exists without the other. */
export async function insertAuditEntry(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}

export type AuditRow = { id: number; at: Date; staffEmail: string | null; action: string; entity: string; entityId: string; before: unknown; after: unknown };

/** A dealership's audit log, newest first, a page at a time (keyset on the id). */
export async function auditEntries(db: Db, dealershipId: number, limit: number, beforeId: number | null): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffEmail: staff.email,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(staff, eq(staff.id, auditLog.staffId))
    .where(and(eq(auditLog.dealershipId, dealershipId), beforeId === null ? undefined : lt(auditLog.id, beforeId)))
    .orderBy(desc(auditLog.id))
    .limit(limit);
}
