import 'server-only';
import { sql } from 'drizzle-orm';
import type { InsightFields } from '../../domain/insights/record';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { insightEvents } from '../schema';

/** Raw insight events (insight_events): recorded by the events API, deleted when old and rolled up. */

export type NewInsightEvent = InsightFields & { websiteId: number; day: string; visitId: string };

export async function insertInsightEvent(db: Db, event: NewInsightEvent): Promise<void> {
  await db.insert(insightEvents).values(event);
}

/**
 * Deletes up to `limit` events of days before `beforeDay` that are rolled up for good
 * (insight_rollup_days): an event whose day is not final yet is never lost to its count. The
 * number deleted.
 */
export async function purgeRolledInsightEvents(db: Db, beforeDay: string, limit: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from insight_events where id in (
          select e.id from insight_events e
          join insight_rollup_days r on r.day = e.day
          where e.day < ${beforeDay}::date
          order by e.day limit ${limit})
        returning id`,
  );
  return rows.length;
}
