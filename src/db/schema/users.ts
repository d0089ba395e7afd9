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
