import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { users } from './users';
import { websites } from './websites';

export const reservations = pgTable(
  'reservations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id),
    carId: integer()
      .notNull()
      .references(() => cars.id),
    userId: integer().references(() => users.id),
    /** pending, succeeded, cancelled or refunded. */
    status: text().notNull().default('pending'),
    /** Deposit in the currency's minor unit (cents). */
    depositAmount: integer().notNull(),
    currency: text().notNull(),
    paymentProvider: text().notNull(),
    paymentIntentId: text(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_payment_intent_key').on(t.paymentIntentId),
    index('reservations_car_idx').on(t.carId),
  ],
);
