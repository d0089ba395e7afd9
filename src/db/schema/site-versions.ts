import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leadDestinations } from './leads';
import { staff } from './staff';
import { websites } from './websites';

/**
 * Every published state of a site, as its whole site file (src/domain/site-file/canonical.ts):
 * what the console publishes or restores and what `site:apply` applies (issue 31). Numbered per
 * site from 1; the highest number is what the site shows.
 */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    file: jsonb().notNull(),
    /** The staff member who published it; null with `author` 'site:apply' for the command. */
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    author: text().notNull(),
    note: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('site_versions_website_version_key').on(t.websiteId, t.version)],
);

/** The one draft of a site the console edits before publishing: a whole site file, checked by the site-file schema. */
export const siteDrafts = pgTable('site_drafts', {
  websiteId: integer()
    .primaryKey()
    .references(() => websites.id, { onDelete: 'cascade' }),
  file: jsonb().notNull(),
  /** The version the draft was started from, so publishing over a newer version can be refused. */
  baseVersion: integer().notNull(),
  staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Whether a lead destination's owners were told it is failing: one row per destination while
 * the alert stands, so one failure spell sends one email however many deliveries fail.
 */
export const deliveryAlerts = pgTable(
  'delivery_alerts',
  {
    destinationId: integer()
      .primaryKey()
      .references(() => leadDestinations.id, { onDelete: 'cascade' }),
    dealershipId: integer().notNull(),
    reason: text().notNull(),
    alertedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('delivery_alerts_dealership_idx').on(t.dealershipId)],
);
