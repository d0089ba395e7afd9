import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { locations } from './locations';
import { dealerships, websites } from './websites';

export const leads = pgTable(
  'leads',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    /** Public identifier handed to the browser (spec: lead_id). */
    leadId: uuid().notNull().defaultRandom(),
    websiteId: integer()
      .notNull()
      .references(() => websites.id),
    dealershipId: integer().references(() => dealerships.id),
    locationId: integer().references(() => locations.id),
    carId: integer().references(() => cars.id),
    name: text(),
    firstName: text(),
    middleName: text(),
    lastName: text(),
    email: text(),
    phone: text(),
    postcode: text(),
    category: text().notNull(),
    subcategory: text(),
    /** Incomplete while a multi-step form is in progress, then Complete. */
    leadStatus: text().notNull().default('Complete'),
    formCompleted: boolean().notNull().default(false),
    skippedSteps: smallint().array().notNull().default([]),
    stepNumber: smallint(),
    hasFiles: boolean().notNull().default(false),
    optIn: boolean().notNull().default(false),
    message: text(),
    carType: text(),
    stockNumber: text(),
    vehicleMake: text(),
    vehicleModel: text(),
    manufacturerSlug: text(),
    dealershipSlug: text(),
    websiteSlug: text().notNull(),
    url: text(),
    source: text().notNull().default('Website'),
    userAgent: text(),
    visitedPages: text().array().notNull().default([]),
    linkedQueryParams: jsonb().$type<Record<string, string>>().notNull().default({}),
    /** Form fields beyond the common ones (trade-in details, service interval, ...). */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leads_lead_id_key').on(t.leadId), index('leads_website_created_idx').on(t.websiteId, t.createdAt)],
);
