import 'server-only';
import type { Db } from '../db/client';
import { insertAuditEntry } from '../db/queries/audit-log';
import type { StaffActor } from '../domain/console/access';

export type AuditedChange = {
  dealershipId: number | null;
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
};

/**
 * Records one console write. Call it with the transaction that makes the change, so the log and
 * the change commit or roll back together.
 */
export async function recordAudit(db: Db, actor: StaffActor, change: AuditedChange): Promise<void> {
  await insertAuditEntry(db, { ...change, entityId: String(change.entityId), staffId: actor.staffId });
}
