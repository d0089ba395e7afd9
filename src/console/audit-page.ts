import 'server-only';
import { getDb } from '../db';
import type { Db } from '../db/client';
import { auditEntries, type AuditRow } from '../db/queries/audit-log';
import { auditChanges, type AuditChange } from '../domain/console/audit-diff';
import { authorize, type StaffActor } from '../domain/console/access';

const AUDIT_PAGE_SIZE = 50;

/** The audit log page (managers and up): a dealership's entries, newest first, then the next page from `beforeId`. */
export async function auditPage(db: Db, actor: StaffActor, dealershipId: number, beforeId: number | null): Promise<{ entries: AuditRow[]; nextBefore: number | null }> {
  authorize(actor, 'audit.read', dealershipId);
  const rows = await auditEntries(db, dealershipId, AUDIT_PAGE_SIZE + 1, beforeId);
  const entries = rows.slice(0, AUDIT_PAGE_SIZE);
  return { entries, nextBefore: rows.length > AUDIT_PAGE_SIZE ? (entries[entries.length - 1]?.id ?? null) : null };
}

export type AuditView = { id: number; at: string; who: string; action: string; entity: string; entityId: string; changes: AuditChange[] };

/** The audit page's rows as the page shows them: the diff worked out, times as ISO text. */
export async function auditPageOf(actor: StaffActor, dealershipId: number, beforeId: number | null): Promise<{ entries: AuditView[]; nextBefore: number | null }> {
  const { entries, nextBefore } = await auditPage(await getDb(), actor, dealershipId, beforeId);
  return {
    nextBefore,
    entries: entries.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      who: e.staffEmail ?? 'Platform command line',
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      changes: auditChanges(e.before, e.after),
    })),
  };
}
