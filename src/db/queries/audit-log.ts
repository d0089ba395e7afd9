import type { Db } from '../client';
import { auditLog } from '../schema';

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
