import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { leads } from './leads';
import { staff } from './staff';
import { dealerships } from './websites';

/**
 * What dealer staff do with a lead in the console (issue 28): notes, tasks, the dealership's lead
 * settings, the turn order of automatic assignment, and the console's own email outbox.
 */

export const leadNotes = pgTable(
  'lead_notes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

export const leadTasks = pgTable(
  'lead_tasks',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    assigneeStaffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdBy: integer().references(() => staff.id, { onDelete: 'set null' }),
    doneAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_tasks_lead_idx').on(t.leadId, t.dueAt)],
);

/** Per-dealership lead settings; a dealership without a row has the defaults (docs/decisions/038-console-leads.md). */
export const dealershipLeadSettings = pgTable(
  'dealership_lead_settings',
  {
    dealershipId: integer()
      .primaryKey()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    overdueMinutes: integer().notNull().default(120),
    criticalMinutes: integer().notNull().default(1440),
    notifyManagers: boolean().notNull().default(true),
    /** Per lead kind (category): { enabled, subject, body } with {first_name}, {car}, {dealership}, {phone}. */
    autoReplies: jsonb().$type<Record<string, { enabled: boolean; subject: string; body: string }>>().notNull().default({}),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('dealership_lead_settings_order', sql`${t.overdueMinutes} > 0 and ${t.criticalMinutes} > ${t.overdueMinutes}`)],
);

/** The staff a manager put in the turn for one lead kind; `lastAssignedAt` orders the turn. */
export const leadRotation = pgTable(
  'lead_rotation',
  {
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    category: text().notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    lastAssignedAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.category, t.staffId] })],
);

/**
 * Words a lead is found by in the console's search (name words, email, phone digits, stock
 * number), kept by a trigger on leads. Btrees on a C-collated column answer prefix searches on
 * PGlite and PostgreSQL alike, where pg_trgm is not in every engine.
 */
/** @public drizzle-kit reads it from the schema; the queries reach it in SQL. */
export const leadSearchTerms = pgTable(
  'lead_search_terms',
  {
    leadId: integer()
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    term: text().notNull(),
  },
  // The key answers "does this lead have a word starting so?" walking the inbox newest first; the
  // term index answers "which leads have it?" for a rare word. Both are prefix scans in C order.
  (t) => [primaryKey({ columns: [t.leadId, t.term] }), index('lead_search_terms_term_idx').on(t.term, t.leadId)],
);

/**
 * Console emails (assignment, new-lead notice, automatic reply): a durable outbox like
 * lead_deliveries, worked by src/leads/notices/worker.ts. The unique key makes each one
 * queued once, so a retried intake never mails the shopper twice.
 */
export const consoleEmails = pgTable(
  'console_emails',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer().references(() => dealerships.id, { onDelete: 'cascade' }),
    leadId: integer().references(() => leads.id, { onDelete: 'cascade' }),
    onceKey: text().notNull(),
    toAddress: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** pending, sending (leased until next_attempt_at), sent, dead. */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('console_emails_once_key').on(t.onceKey), index('console_emails_due_idx').on(t.status, t.nextAttemptAt)],
);
