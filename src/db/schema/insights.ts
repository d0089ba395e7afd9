import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InsightKind } from '../../domain/insights/kinds';
import { websites } from './websites';

/**
 * What shoppers did on a site, one row per event the page's script posted (issue 31): kept for
 * every site, endpoint or not, and read only by the daily rollup. `day` is the site's own calendar
 * day (its timezone) when the event came in. Absent dimensions are '' so the rollup groups on
 * plain columns. Rows older than the retention are deleted once their day is rolled up.
 */
export const insightEvents = pgTable(
  'insight_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    kind: text().$type<InsightKind>().notNull(),
    /** The visit (the session id); "once per visit" counts distinct values of it. */
    visitId: uuid().notNull(),
    car: text().notNull().default(''),
    words: text().notNull().default(''),
    results: integer(),
    filters: text().notNull().default(''),
    category: text().notNull().default(''),
    page: text().notNull().default(''),
    campaign: text().notNull().default(''),
    referrer: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('insight_events_day_site_idx').on(t.day, t.websiteId)],
);

/**
 * Daily counts per site, metric and dimension value (src/domain/insights/metrics.ts), filled by
 * the rollup job; the insights page reads only these. The key leads with the site and metric, so
 * one site's range of one metric is one index range, and it carries the count (INCLUDE, migration
 * 0027, which drizzle's key cannot say) so that range is read from the index alone.
 */
/** @public drizzle-kit reads it from the schema; the queries reach it in SQL. */
export const insightRollups = pgTable(
  'insight_rollups',
  {
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    metric: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    dimension: text().notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.metric, t.day, t.dimension] }), index('insight_rollups_day_idx').on(t.day)],
);

/**
 * Per site, metric and day, the sum over every dimension value of insight_rollups: the day-by-day
 * chart and the headline figures read a few rows a day here instead of one per car or search. Its
 * key carries the count too (migration 0027).
 */
/** @public drizzle-kit reads it from the schema; the queries reach it in SQL. */
export const insightDailyTotals = pgTable(
  'insight_daily_totals',
  {
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    metric: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    count: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.metric, t.day] }), index('insight_daily_totals_day_idx').on(t.day)],
);

/** Days rolled up for good: no event can still arrive for them, so the job never reads them again. */
export const insightRollupDays = pgTable('insight_rollup_days', {
  day: date({ mode: 'string' }).primaryKey(),
  rolledAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
