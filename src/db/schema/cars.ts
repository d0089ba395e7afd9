import { sql } from 'drizzle-orm';
import { boolean, foreignKey, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { locations } from './locations';
import { dealerships } from './websites';
import type { CarImage, FinanceLenderRecord, PaymentProcessor } from '../../domain/car-records';

export const cars = pgTable(
  'cars',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    locationId: integer()
      .notNull()
      .references(() => locations.id),
    /** Other locations the car is advertised at besides its own (spec: location.distribution_locations). */
    distributionLocationIds: integer().array().notNull().default([]),
    slug: text().notNull(),
    name: text().notNull(),
    make: text().notNull(),
    model: text().notNull(),
    badge: text(),
    series: text(),
    year: integer().notNull(),
    km: integer().notNull().default(0),
    stocknum: text().notNull(),
    vin: text(),
    /** The registration plate (upper case, no spaces) and where it was issued; unregistered cars have none. */
    rego: text(),
    regoState: text(),
    /** YYYY-MM-DD. */
    regoExpiresOn: text(),
    /** Whole dollars in the site's currency; 0 or less means price on application. */
    price: integer().notNull().default(0),
    beforePrice: integer(),
    subscriptionPrice: integer(),
    carType: text().notNull(),
    /** car, truck, motorcycle or rv. */
    itemType: text().notNull().default('car'),
    status: text().notNull(),
    soldAt: timestamp({ withTimezone: true }),
    reserved: boolean().notNull().default(false),
    /** Null means not stated, which the reservation rule treats as allowed. */
    reservable: boolean(),
    preorder: boolean().notNull().default(false),
    tag: text(),
    certified: boolean().notNull().default(false),
    showOnDealerWebsite: boolean().notNull().default(true),
    simpleFuel: text(),
    simpleBody: text(),
    simpleDrive: text(),
    transmission: text(),
    colour: text(),
    seats: integer(),
    categories: text().array().notNull().default([]),
    features: text().array().notNull().default([]),
    description: text(),
    images: jsonb().$type<CarImage[]>().notNull().default([]),
    hasNvic: boolean().notNull().default(false),
    financeLenders: jsonb().$type<Record<string, FinanceLenderRecord>>().notNull().default({}),
    averageMarketPrice: integer(),
    stateAverageMarketPrice: integer(),
    paymentProcessors: jsonb().$type<PaymentProcessor[]>().notNull().default([]),
    hasCheckoutPaymentProcessor: boolean().notNull().default(false),
    customRank: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * The lower-case words a text search can match (name, make, model, badge, series, colour, body,
     * fuel, drive, transmission, stock number, VIN: shoppers type 'diesel ute' as often as a model),
     * kept by the database itself so they never go stale; each new word also lands in
     * search_vocabulary (a trigger), where typos are resolved. car_words is defined in migration 0006.
     */
    searchWords: text()
      .array()
      .generatedAlwaysAs(
        sql`car_words(name, make, model, badge, series, colour, simple_body, simple_fuel, simple_drive, transmission, stocknum, vin)`,
      ),
    /**
     * The same words prefixed with the dealership ('12:corolla'), so a site's text search reads
     * only its own cars' entries in the index instead of every dealer's.
     */
    dealershipWords: text()
      .array()
      .generatedAlwaysAs(
        sql`dealership_words(dealership_id, car_words(name, make, model, badge, series, colour, simple_body, simple_fuel, simple_drive, transmission, stocknum, vin))`,
      ),
    /** The first weekly repayment a lender quotes, for the weekly price facet. */
    weeklyPayment: integer().generatedAlwaysAs(
      sql`((jsonb_path_query_first(finance_lenders, '$.*.paymentWeek ? (@ != null)') #>> '{}')::numeric)::integer`,
    ),
  },
  (t) => [
    uniqueIndex('cars_slug_key').on(t.slug),
    index('cars_search_words_idx').using('gin', t.searchWords),
    index('cars_dealership_words_idx').using('gin', t.dealershipWords),
    index('cars_stocknum_idx').on(t.stocknum),
    // The built-in registration lookup finds a car by its plate or VIN (docs/vehicle-data.md).
    index('cars_rego_idx').on(t.regoState, t.rego),
    index('cars_vin_idx').on(t.vin),
    // Comparables for a valuation: the same make and model in any dealer's stock or sold history.
    index('cars_make_model_idx').on(sql`lower(${t.make})`, sql`lower(${t.model})`),
    // A stock number names one car within its dealership: feeds and the dealer API upsert by it.
    uniqueIndex('cars_dealership_stocknum_key').on(t.dealershipId, t.stocknum),
    index('cars_dealership_created_idx').on(t.dealershipId, t.createdAt),
    index('cars_location_idx').on(t.locationId),
    // A site's least and greatest range values, and its cars in price, km or year order, read by
    // index without visiting the rest of its stock (the counted search, docs/search.md).
    index('cars_dealership_price_idx').on(t.dealershipId, t.price),
    index('cars_dealership_km_idx').on(t.dealershipId, t.km),
    index('cars_dealership_year_idx').on(t.dealershipId, t.year),
    index('cars_dealership_subscription_idx').on(t.dealershipId, t.subscriptionPrice),
    // Sold cars are listed only within a window after their sale; these few are read on their own.
    index('cars_dealership_sold_idx').on(t.dealershipId, t.soldAt).where(sql`${t.status} = 'sold'`),
    foreignKey({
      name: 'cars_location_dealership_fk',
      columns: [t.locationId, t.dealershipId],
      foreignColumns: [locations.id, locations.dealershipId],
    }),
  ],
);
