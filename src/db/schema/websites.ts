import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SiteConfigInput } from '../../domain/site-config';

export const websites = pgTable(
  'websites',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    template: text().notNull(),
    locale: text().notNull().default('en-AU'),
    /** Custom domains the site answers on; `{slug}.localhost` always works besides these. */
    hostnames: text().array().notNull().default(sql`'{}'::text[]`),
    dealershipId: integer(),
    dealershipGroup: text(),
    phone: text(),
    manufacturerId: integer(),
    /** Address shown where the site has no location of its own to show. */
    address: jsonb().$type<{ street: string; city: string; state: string; postcode: string; place_url?: string }>(),
    config: jsonb().$type<SiteConfigInput>().notNull(),
    assistantToken: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('websites_slug_key').on(t.slug),
    index('websites_hostnames_idx').using('gin', t.hostnames),
  ],
);

export const dealerships = pgTable(
  'dealerships',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    slug: text().notNull(),
    name: text().notNull(),
    /** Publishable key of the dealership's card-payment account (spec: stripe-type key). */
    stripePublishableKey: text(),
    /**
     * Hosts this dealership's feed photos may come from (`cdn.example.com`, `**.dealerphotos.net`),
     * checked by the IMAGE_REMOTE_HOSTS rule; read per request, so a change needs no restart (docs/decisions/034-dealer-photo-hosts.md).
     */
    photoHosts: text().array().notNull().default([]),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('dealerships_slug_key').on(t.slug)],
);

/** Which dealerships' stock and locations a website shows, with the per-brand site details. */
export const dealershipWebsites = pgTable(
  'dealership_websites',
  {
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    url: text(),
    make: text(),
    name: text().notNull(),
    slug: text().notNull(),
    logoUrl: text(),
    position: integer().notNull().default(0),
    /** Whether this brand's Sales/Service/Parts phones appear in the site's top banner. */
    showPhones: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.websiteId, t.dealershipId] }),
    index('dealership_websites_dealership_idx').on(t.dealershipId),
  ],
);
