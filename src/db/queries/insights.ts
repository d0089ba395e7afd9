import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';

/**
 * What the insights page reads (issue 31): the daily rollups (insight_rollups) of a set of sites
 * over a range of days, never the raw events, and the sites' stock for its age. Each statement
 * reads one index range per site and metric (the rollup key leads with site, metric, day).
 */
export type DailyTotal = { metric: string; day: string; count: number };
export type DimensionTotal = { metric: string; dimension: string; count: number };
export type InsightSiteRow = { id: number; slug: string; name: string; dealershipId: number; timezone: string | null };

const ids = (siteIds: readonly number[]) =>
  sql`(${sql.join(
    siteIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
const names = (metrics: readonly string[]) =>
  sql`(${sql.join(
    metrics.map((metric) => sql`${metric}`),
    sql`, `,
  )})`;

/** Per metric and day, the sum over every dimension value and site (insight_daily_totals). */
export async function dailyTotals(db: Db, siteIds: readonly number[], metrics: readonly string[], from: string, to: string): Promise<DailyTotal[]> {
  if (siteIds.length === 0 || metrics.length === 0) return [];
  const rows = await queryRows<{ metric: string; day: string; count: number | string }>(
    db,
    sql`select metric, day::text as day, sum(count)::int as count from insight_daily_totals
        where website_id in ${ids(siteIds)} and metric in ${names(metrics)} and day between ${from}::date and ${to}::date
        group by metric, day order by metric, day`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** Per metric, its `limit` largest dimension values over the range (ties by value), with their sums. */
export async function topDimensions(db: Db, siteIds: readonly number[], metrics: readonly string[], from: string, to: string, limit: number): Promise<DimensionTotal[]> {
  if (siteIds.length === 0 || metrics.length === 0) return [];
  const rows = await queryRows<{ metric: string; dimension: string; count: number | string }>(
    db,
    sql`select metric, dimension, count from (
          select metric, dimension, count, row_number() over (partition by metric order by count desc, dimension) as rank
          from (select metric, dimension, sum(count)::int as count from insight_rollups
                where website_id in ${ids(siteIds)} and metric in ${names(metrics)} and day between ${from}::date and ${to}::date
                group by metric, dimension) totals) ranked
        where rank <= ${limit} order by metric, rank`,
  );
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}

/** One metric's sum per dimension value over the range, every value (the car lists rank them: src/domain/insights/car-rankings.ts). */
export async function dimensionTotals(db: Db, siteIds: readonly number[], metric: string, from: string, to: string): Promise<{ dimension: string; count: number }[]> {
  if (siteIds.length === 0) return [];
  const rows = await queryRows<{ dimension: string; count: number | string }>(
    db,
    sql`select dimension, sum(count)::int as count from insight_rollups
        where website_id in ${ids(siteIds)} and metric = ${metric} and day between ${from}::date and ${to}::date
        group by dimension`,
  );
  return rows.map((row) => ({ dimension: row.dimension, count: Number(row.count) }));
}

/** Names of cars by id, for the top-car tables (a car sold and gone since has no row). */
export async function carLabels(db: Db, carIds: readonly number[]): Promise<Map<number, { name: string; stocknum: string }>> {
  if (carIds.length === 0) return new Map();
  const rows = await queryRows<{ id: number; name: string; stocknum: string }>(db, sql`select id, name, stocknum from cars where id in ${ids(carIds)}`);
  return new Map(rows.map((row) => [row.id, { name: row.name, stocknum: row.stocknum }]));
}

/**
 * Cars in stock on the sites (their dealerships' unsold cars shown on dealer websites), counted
 * by age in days since they were listed, in the bands whose lower bounds are given (ascending).
 */
export async function stockAgeBands(db: Db, siteIds: readonly number[], lowerBounds: readonly number[], now: Date): Promise<number[]> {
  if (siteIds.length === 0) return lowerBounds.map(() => 0);
  const bounds = sql.join(
    lowerBounds.map((bound) => sql`${bound}`),
    sql`, `,
  );
  const rows = await queryRows<{ band: number; count: number | string }>(
    db,
    sql`select width_bucket(extract(day from (${now.toISOString()}::timestamptz - c.created_at))::int, array[${bounds}]::int[]) as band, count(*)::int as count
        from cars c
        where c.status <> 'sold' and c.show_on_dealer_website
          and c.dealership_id in (select dealership_id from dealership_websites where website_id in ${ids(siteIds)})
        group by band`,
  );
  const counts = lowerBounds.map(() => 0);
  for (const row of rows) {
    const index = Math.max(0, Number(row.band) - 1);
    counts[index] = (counts[index] ?? 0) + Number(row.count);
  }
  return counts;
}

/** Sites of the given dealerships (a site belongs to websites.dealership_id), by name. */
export async function sitesOfDealerships(db: Db, dealershipIds: readonly number[]): Promise<InsightSiteRow[]> {
  if (dealershipIds.length === 0) return [];
  return queryRows<InsightSiteRow>(
    db,
    sql`select id, slug, name, dealership_id as "dealershipId", config->>'timezone' as timezone
        from websites where dealership_id in ${ids(dealershipIds)} order by name, id`,
  );
}

/** The dealership a site belongs to, or null for no such site (or a site of no dealership). */
export async function siteDealershipId(db: Db, siteId: number): Promise<number | null> {
  const [row] = await queryRows<{ dealershipId: number | null }>(db, sql`select dealership_id as "dealershipId" from websites where id = ${siteId}`);
  return row?.dealershipId ?? null;
}
