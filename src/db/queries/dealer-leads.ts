import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import type { LeadListQuery } from '../../domain/validation/dealer-leads';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { MESSAGE_COLUMNS, MESSAGE_JOINS, type MessageRow } from './lead-messages';

/**
 * A dealership's leads for the dealer API: completed, real (not mock) leads only, in the order
 * they were completed. Incomplete leads are forms still being filled in and are not the dealer's yet.
 */

export type DealerLeadRow = MessageRow & {
  id: number;
  /** Completion time as the database keeps it, to the microsecond, for cursors. */
  completed_at_text: string;
  acknowledged_at: Date | string | null;
};

const COLUMNS = sql`l.id, ${MESSAGE_COLUMNS},
  to_char(l.completed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as completed_at_text,
  l.acknowledged_at`;

const dealersLeads = (dealershipId: number) =>
  sql`l.dealership_id = ${dealershipId} and not l.mock and l.lead_status = 'Complete' and l.completed_at is not null`;

function startAfter(query: LeadListQuery): SQL {
  const { start } = query;
  if (start.after === 'cursor') return sql`and (l.completed_at, l.id) > (${start.cursor.completedAt}::timestamptz, ${start.cursor.id})`;
  if (start.after === 'time') return sql`and l.completed_at > ${start.time.toISOString()}::timestamptz`;
  return sql``;
}

function acknowledged(query: LeadListQuery): SQL {
  if (query.acknowledged === null) return sql``;
  return query.acknowledged ? sql`and l.acknowledged_at is not null` : sql`and l.acknowledged_at is null`;
}

/** One page, and whether more follow: one row more than the page is read to know. */
export async function listDealerLeads(db: Db, dealershipId: number, query: LeadListQuery): Promise<{ rows: DealerLeadRow[]; hasMore: boolean }> {
  const rows = await queryRows<DealerLeadRow>(
    db,
    sql`select ${COLUMNS} from leads l ${MESSAGE_JOINS}
        where ${dealersLeads(dealershipId)} ${startAfter(query)} ${acknowledged(query)}
        order by l.completed_at, l.id
        limit ${query.limit + 1}`,
  );
  return { rows: rows.slice(0, query.limit), hasMore: rows.length > query.limit };
}

export async function findDealerLead(db: Db, dealershipId: number, leadId: string): Promise<DealerLeadRow | null> {
  const [row] = await queryRows<DealerLeadRow>(
    db,
    sql`select ${COLUMNS} from leads l ${MESSAGE_JOINS} where ${dealersLeads(dealershipId)} and l.lead_id = ${leadId}::uuid`,
  );
  return row ?? null;
}

/**
 * Marks the lead acknowledged (the first time only); false when the dealership has no such lead.
 * The acknowledgement is the console's step out of new (src/domain/console/lead-status.ts): a new
 * lead becomes contacted and counts as answered, so it is no longer marked overdue.
 */
export async function acknowledgeDealerLead(db: Db, dealershipId: number, leadId: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update leads l set acknowledged_at = coalesce(l.acknowledged_at, now()),
          work_status = case when l.work_status = 'new' then 'contacted' else l.work_status end,
          touched_at = coalesce(l.touched_at, now())
        where ${dealersLeads(dealershipId)} and l.lead_id = ${leadId}::uuid
        returning l.id`,
  );
  return rows.length > 0;
}
