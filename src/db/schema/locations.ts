import { boolean, date, doublePrecision, index, integer, pgTable, real, smallint, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from './websites';

export const locations = pgTable(
  'locations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    slug: text().notNull(),
    primary: boolean().notNull().default(false),
    visible: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    /** sales, service or parts; empty means sales. */
    locationType: text().notNull().default('sales'),
    locationSubtype: text().array(),
    manufacturers: text().array().notNull().default([]),
    dealerLicenseNumber: text(),
    motorVehicleRepairer: text(),
    averageRating: real(),
    reviewCount: integer(),
    imageUrl: text(),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postcode: text().notNull(),
    lat: doublePrecision(),
    long: doublePrecision(),
    placeId: text(),
    placeUrl: text(),
    mapKey: text(),
    phone: text(),
    landlinePhone: text(),
    email: text(),
    youtubeUrl: text(),
    linkedinUrl: text(),
    /** A note such as 'Site visits by appointment only' shown with the holiday hours. */
    visitNote: text(),
    /** IANA time zone of the location; null is the site's. Bookings are offered in it. */
    timeZone: text(),
    badge: text(),
  },
  (t) => [
    uniqueIndex('locations_dealership_slug_key').on(t.dealershipId, t.slug),
    // Target of cars' (location_id, dealership_id) key: a car is always held by its own dealership.
    unique('locations_id_dealership_key').on(t.id, t.dealershipId),
    index('locations_dealership_idx').on(t.dealershipId),
  ],
);

/** Weekly opening hours: weekday 0 is Sunday, 6 Saturday; open/close are 'HH:MM' local times. */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    status: text().notNull(),
    open: text(),
    close: text(),
  },
  (t) => [uniqueIndex('opening_hours_location_weekday_key').on(t.locationId, t.weekday)],
);

/** Holiday hours that override the weekly hours on one date. */
export const specialHours = pgTable(
  'special_hours',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    locationId: integer()
      .notNull()
      .references(() => locations.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    startHour: text(),
    endHour: text(),
    name: text(),
  },
  (t) => [uniqueIndex('special_hours_location_date_key').on(t.locationId, t.date)],
);
