import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { websites } from './websites';

/** Shoppers who signed in on one site; accounts never cross tenants. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    name: text(),
    lastName: text(),
    phone: text(),
    /**
     * When a code texted to `phone` was entered (issue 30). Only a verified number signs in by
     * text, so typing someone else's number into one's details takes over nothing.
     */
    phoneVerifiedAt: timestamp({ withTimezone: true }),
    postcode: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_website_email_key').on(t.websiteId, t.email)],
);

export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: integer()
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.carId] }), index('watchlist_car_idx').on(t.carId)],
);

/**
 * Signed-in sessions. Only the SHA-256 of the cookie's token is kept, so a leaked table holds no
 * usable session; the website id makes a cookie copied to another site's host find nothing.
 */
export const userSessions = pgTable(
  'user_sessions',
  {
    tokenHash: text().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_sessions_user_idx').on(t.userId)],
);

/**
 * One-time sign-in codes (docs/accounts.md). The code itself is never stored: only its keyed
 * hash, with the tries made, so expiry, single use and lockout are all checked in one row.
 */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** The normalised email address the code was sent to. */
    address: text().notNull(),
    /** Who asked (the client address), for the per-client rate limit. */
    client: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_codes_address_idx').on(t.websiteId, t.address, t.createdAt),
    index('sign_in_codes_client_idx').on(t.websiteId, t.client, t.createdAt),
  ],
);

/** Spin-to-win prizes left per campaign, seeded from the site's config at the first spin. */
export const spinPrizeStock = pgTable(
  'spin_prize_stock',
  {
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    campaignId: text().notNull(),
    prizeId: text().notNull(),
    remaining: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.campaignId, t.prizeId] }), check('spin_prize_stock_not_negative', sql`${t.remaining} >= 0`)],
);

/** Prizes won per site and day (the site's own calendar day): the daily prize budget is taken here, one row at a time. */
export const spinPrizeBudget = pgTable(
  'spin_prize_budget',
  {
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: text().notNull(),
    awarded: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.day] }), check('spin_prize_budget_not_negative', sql`${t.awarded} >= 0`)],
);

/** One spin per account per campaign (the primary key), with what it won. */
export const spins = pgTable(
  'spins',
  {
    websiteId: integer()
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    campaignId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null when every prize had run out. */
    prizeId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.websiteId, t.campaignId, t.userId] })],
);
