import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { METRICS, type InsightDimension, type MetricRule } from '../../domain/insights/metrics';
import type { Db } from '../client';
import { queryRows } from '../rows';

/**
 * The daily rollup (issue 31): insight_events of one day → insight_rollups, one statement per day
 * built from the metric table (src/domain/insights/metrics.ts), and their sums per metric →
 * insight_daily_totals, replacing that day's rows in one transaction so a reader sees the old
 * counts or the new, never half. Only the day's own events
 * are read (insight_events_day_site_idx), never the whole table.
 */
const DIMENSION_COLUMN: Record<InsightDimension, SQL> = {
  none: sql`''`,
  kind: sql`kind`,
  car: sql`car`,
  words: sql`words`,
  category: sql`category`,
  page: sql`page`,
  campaign: sql`campaign`,
  referrer: sql`referrer`,
};

/** The advisory lock one day's rollup holds (any constant no other lock uses). */
const ROLLUP_LOCK_KEY = 3_170_031;

function metricSelect(rule: MetricRule): SQL {
  const dimension = DIMENSION_COLUMN[rule.dimension];
  const count = rule.counting === 'once-per-visit' ? sql`count(distinct visit_id)` : sql`count(*)`;
  const kinds = sql.join(
    rule.kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const empty = rule.emptyResultsOnly ? sql` and results = 0` : sql``;
  return sql`select website_id, ${rule.metric}::text as metric, day, ${dimension} as dimension, ${count}::int as count
             from day_events where kind in (${kinds})${empty}
             group by 1, 3, 4`;
}

/** Rolls up one day for every site; the number of rollup rows written. */
export async function rollUpDay(db: Db, day: string): Promise<number> {
  return db.transaction(async (tx) => {
    // Two app processes rolling the same day take turns rather than collide on the key.
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK_KEY})`);
    await tx.execute(sql`delete from insight_rollups where day = ${day}::date`);
    const selects = sql.join(
      METRICS.map((rule) => metricSelect(rule)),
      sql` union all `,
    );
    const rows = await queryRows<{ n: number }>(
      tx,
      // The day's events are read once (materialized), then grouped once per metric.
      sql`with day_events as materialized (select * from insight_events where day = ${day}::date),
          inserted as (
            insert into insight_rollups (website_id, metric, day, dimension, count) ${selects}
            returning 1)
          select count(*)::int as n from inserted`,
    );
    await tx.execute(sql`delete from insight_daily_totals where day = ${day}::date`);
    await tx.execute(sql`insert into insight_daily_totals (website_id, metric, day, count)
                         select website_id, metric, day, sum(count)::int from insight_rollups where day = ${day}::date group by 1, 2, 3`);
    return rows[0]?.n ?? 0;
  });
}

/** The last day rolled up for good, or null before the first. */
export async function lastFinalDay(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(db, sql`select max(day)::text as day from insight_rollup_days`);
  return row?.day ?? null;
}

/** The first day any event was recorded on, or null when there is none. */
export async function firstEventDay(db: Db): Promise<string | null> {
  const [row] = await queryRows<{ day: string | null }>(db, sql`select min(day)::text as day from insight_events`);
  return row?.day ?? null;
}

export async function markDayFinal(db: Db, day: string): Promise<void> {
  await db.execute(sql`insert into insight_rollup_days (day) values (${day}::date) on conflict (day) do nothing`);
}
