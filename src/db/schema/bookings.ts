import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { locations } from './locations';
import { dealerships } from './websites';

/**
 * A dealership's booking settings per kind (test-drive or service; src/domain/bookings/settings.ts).
 * A dealership without a row has the defaults written there.
 */
export const bookingSettings = pgTable(
  'booking_settings',
  {
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    slotMinutes: integer().notNull(),
    leadMinutes: integer().notNull(),
    horizonDays: integer().notNull(),
    cars: integer().notNull().default(0),
    staff: integer().notNull().default(0),
    bays: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.dealershipId, t.kind] }),
    check('booking_settings_kind', sql`${t.kind} in ('test-drive', 'service')`),
    check('booking_settings_slot', sql`${t.slotMinutes} between 5 and 480`),
    check('booking_settings_lead', sql`${t.leadMinutes} between 0 and 43200`),
    check('booking_settings_horizon', sql`${t.horizonDays} between 1 and 90`),
    check('booking_settings_places', sql`${t.cars} >= 0 and ${t.staff} >= 0 and ${t.bays} >= 0`),
  ],
);

/**
 * The places held in one slot of one location (docs/decisions/036-booking-slots.md). Every
 * booking adds one to `booked` in the transaction that inserts it, and the CHECK refuses the
 * one that would pass `capacity`: two shoppers can never take the last place.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.locationId, t.kind, t.startsAt] }),
    check('booking_slots_kind', sql`${t.kind} in ('test-drive', 'service')`),
    check('booking_slots_within_capacity', sql`${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
  ],
);

/** A test drive or service booked into a slot; a cancelled one gives its place back. */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    /** The location's time zone when booked: the times shoppers and dealers read. */
    timeZone: text().notNull(),
    leadId: integer().references(() => leads.id, { onDelete: 'set null' }),
    /** booked or cancelled. */
    status: text().notNull().default('booked'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_status', sql`${t.status} in ('booked', 'cancelled')`),
    check('bookings_kind', sql`${t.kind} in ('test-drive', 'service')`),
    index('bookings_slot_idx').on(t.locationId, t.kind, t.startsAt),
    index('bookings_lead_idx').on(t.leadId),
    index('bookings_dealership_idx').on(t.dealershipId, t.startsAt),
  ],
);
