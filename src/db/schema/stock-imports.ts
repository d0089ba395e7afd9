import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FeedColumn } from '../../domain/stock-feed/columns';
import { staff } from './staff';
import { dealerships } from './websites';

/**
 * A dealership's saved column mapping for the feed files its staff upload in the console: their
 * own header names to our feed columns (docs/stock-import.md), used again on the next upload.
 */
export const stockFeedMappings = pgTable('stock_feed_mappings', {
  dealershipId: integer()
    .primaryKey()
    .references(() => dealerships.id, { onDelete: 'cascade' }),
  columns: jsonb().$type<Record<string, FeedColumn>>().notNull().default({}),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each feed file uploaded in the console, dry runs included: its progress while it runs (bytes
 * read of the file's size, so any server process can answer the progress bar) and its summary
 * with every rejected row and why once it ends. The dealership's import history.
 */
export const stockImports = pgTable(
  'stock_imports',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    format: text().notNull(),
    /** A full feed sells the cars it does not list; a partial one changes only the cars it names. */
    partial: boolean().notNull(),
    dryRun: boolean().notNull(),
    /** running, done or failed. */
    status: text().notNull().default('running'),
    bytesTotal: bigint({ mode: 'number' }).notNull(),
    bytesRead: bigint({ mode: 'number' }).notNull().default(0),
    rows: integer().notNull().default(0),
    added: integer().notNull().default(0),
    updated: integer().notNull().default(0),
    unchanged: integer().notNull().default(0),
    removed: integer().notNull().default(0),
    /** What `at` of a rejection counts: line (CSV, XML) or record (JSON). */
    unit: text().notNull().default('line'),
    rejected: jsonb().$type<{ at: number; reason: string }[]>().notNull().default([]),
    /** Why a file that could not be read as a whole changed nothing. */
    error: text(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('stock_imports_dealership_started_idx').on(t.dealershipId, t.startedAt),
    check('stock_imports_status', sql`${t.status} in ('running', 'done', 'failed')`),
  ],
);
