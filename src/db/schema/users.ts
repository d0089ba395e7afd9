import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
