import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { dealerships } from './websites';
import { users } from './users';
import { websites } from './websites';

/**
 * A car deposit: one row per payment a shopper starts (docs/payments.md). Its status is the
 * payment state machine's (src/domain/payments/state.ts); only `succeeded` is an active
 * reservation, and the partial unique index lets at most one row per car be active.
 */
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
    /** created, requires_action, succeeded, failed, cancelled or refunded. */
    status: text().notNull().default('created'),
    /** Deposit in the currency's minor unit (cents). */
    depositAmount: integer().notNull(),
    currency: text().notNull(),
    paymentProvider: text().notNull(),
    paymentIntentId: text(),
    /** automatic, or manual where the processor only authorises (the dealer captures later). */
    captureMethod: text().notNull().default('automatic'),
    /** The browser's Idempotency-Key of the create call: a double click finds the first payment. */
    idempotencyKey: text(),
    /** The payment succeeded after another shopper's had reserved the car, so it was cancelled or refunded. */
    lostRace: boolean().notNull().default(false),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    customerPhone: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reservations_payment_intent_key').on(t.paymentIntentId),
    uniqueIndex('reservations_idempotency_key').on(t.websiteId, t.idempotencyKey),
    uniqueIndex('reservations_one_active_per_car').on(t.carId).where(sql`status = 'succeeded'`),
    index('reservations_car_idx').on(t.carId),
    index('reservations_user_idx').on(t.userId),
  ],
);

/** A payment to the dealer from /online-payment: an amount and the shopper's reference (an invoice or repair order). */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id),
    userId: integer().references(() => users.id),
    status: text().notNull().default('created'),
    amount: integer().notNull(),
    currency: text().notNull(),
    reference: text().notNull(),
    paymentProvider: text().notNull(),
    paymentIntentId: text(),
    idempotencyKey: text(),
    customerName: text().notNull(),
    customerEmail: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_payment_intent_key').on(t.paymentIntentId),
    uniqueIndex('online_payments_idempotency_key').on(t.websiteId, t.idempotencyKey),
  ],
);
