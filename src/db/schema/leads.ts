import { boolean, customType, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { cars } from './cars';
import { locations } from './locations';
import { staff } from './staff';
import { users } from './users';
import { dealerships, websites } from './websites';

/** Raw bytes; PGlite hands back a Uint8Array and node-postgres a Buffer, so both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

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
    /** Null once the car is removed from stock; the lead keeps its stock number, make and model. */
    carId: integer().references(() => cars.id, { onDelete: 'set null' }),
    name: text(),
    firstName: text(),
    middleName: text(),
    lastName: text(),
    email: text(),
    /**
     * The account whose My Garage lists this lead: set only when a signed-in shopper sent it from
     * their own (verified) address, never from the email typed into a form (issue 30).
     */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
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
    /** The visitor's generated device and session ids (SPEC 1, 6), null when the browser had none. */
    anonId: uuid(),
    sessionId: uuid(),
    /** Form fields beyond the common ones (trade-in details, service interval, ...). */
    extra: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Sent to /mock (test or mock mode): kept apart and never delivered to a dealer. */
    mock: boolean().notNull().default(false),
    /** SHA-256 of the lead token the create answer carried; updates must present the token. */
    tokenHash: text(),
    /** The create request's Idempotency-Key: a retried create finds this lead instead of making another. */
    idempotencyKey: text(),
    completedAt: timestamp({ withTimezone: true }),
    /** When the dealer's system confirmed it has the lead (dealer API); null until then. */
    acknowledgedAt: timestamp({ withTimezone: true }),
    /**
     * Where the dealer stands with the lead (src/domain/console/lead-status.ts): new, contacted,
     * appointment, sold or lost. The dealer API's acknowledgement is the step out of new
     * (docs/decisions/038-console-leads.md), so the two never disagree.
     */
    workStatus: text().notNull().default('new'),
    lostReason: text(),
    assignedStaffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    /** When staff last worked the lead (status, note, task, assignment); null: nobody has yet. */
    touchedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('leads_lead_id_key').on(t.leadId),
    index('leads_assigned_staff_idx').on(t.assignedStaffId),
    index('leads_website_created_idx').on(t.websiteId, t.createdAt),
    index('leads_user_idx').on(t.userId),
    uniqueIndex('leads_idempotency_key').on(t.websiteId, t.mock, t.idempotencyKey),
    // The dealer API's listing: a dealership's completed leads in completion order.
    index('leads_dealership_completed_idx').on(t.dealershipId, t.completedAt, t.id),
    // The stock manager counts each listed car's leads.
    index('leads_car_idx').on(t.carId),
  ],
);

/** Photos and documents sent with a lead (POST /api/leads/with-files), type checked from their bytes. */
export const leadFiles = pgTable(
  'lead_files',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    contentType: text().notNull(),
    size: integer().notNull(),
    data: bytea().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_files_lead_idx').on(t.leadId)],
);

/**
 * Where a dealership's (or one of its locations') completed leads go. Data, not code: a dealer's
 * CRM address or inbox changes without a deploy.
 */
export const leadDestinations = pgTable(
  'lead_destinations',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    /** Set: only leads for this location; null: the dealership's leads without a location of their own destination. */
    locationId: integer().references(() => locations.id, { onDelete: 'cascade' }),
    /** email (target is an address) or webhook (target is an http(s) URL). */
    kind: text().notNull(),
    target: text().notNull(),
    /** email: text, adf (the ADF document as the body) or adf-attachment; webhook: adf or json (docs/adf-leads.md). */
    format: text().notNull().default('adf'),
    enabled: boolean().notNull().default(true),
  },
  (t) => [index('lead_destinations_dealership_idx').on(t.dealershipId)],
);

/**
 * The transactional outbox: one row per (lead, destination), written in the transaction that
 * completes the lead, worked by the delivery worker (src/leads/delivery/worker.ts).
 */
export const leadDeliveries = pgTable(
  'lead_deliveries',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    destinationId: integer()
      .notNull()
      .references(() => leadDestinations.id, { onDelete: 'cascade' }),
    /** pending (due at next_attempt_at), sending (claimed until next_attempt_at), delivered, dead. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    lastError: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lead_deliveries_lead_destination_key').on(t.leadId, t.destinationId),
    index('lead_deliveries_due_idx').on(t.status, t.nextAttemptAt),
  ],
);
