import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from './websites';

/**
 * Dealer staff who sign in to the console. Not shopper accounts: their own table, sessions and
 * cookie (issue 28). Emails are kept lower-cased, so the unique index is the sign-in lookup.
 */
export const staff = pgTable(
  'staff',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    name: text().notNull(),
    /** Platform operators hold every dealership; made only by the staff:create command. */
    isOperator: boolean().notNull().default(false),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email), check('staff_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** A staff member's role at one dealership (src/domain/console/roles.ts). */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    role: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.dealershipId] }),
    index('staff_memberships_dealership_idx').on(t.dealershipId),
    check('staff_memberships_role', sql`${t.role} in ('owner', 'manager', 'sales')`),
  ],
);

/** Every console write: who, what, when, before and after. Kept apart from the rows it describes, so deleting a car keeps its history. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer(),
    staffId: integer(),
    /** What was done, as a verb phrase in the domain's words: 'lead.status', 'car.price', 'staff.invite'. */
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_dealership_at_idx').on(t.dealershipId, t.at),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
  ],
);

/**
 * Console sessions: the cookie holds a random token, this table only its SHA-256 (as shopper
 * sessions do), so a leaked table opens no session. Disabling a staff member deletes their rows.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text().primaryKey(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Staff one-time sign-in codes, under the shopper codes' rules (src/domain/accounts/sign-in-code.ts)
 * but in their own table: a shopper code is bound to a website, a staff code to the console.
 * Codes are also written for addresses with no staff row, so the answer never tells who has one.
 */
export const staffSignInCodes = pgTable(
  'staff_sign_in_codes',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    address: text().notNull(),
    client: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_sign_in_codes_address_idx').on(t.address, t.createdAt),
    index('staff_sign_in_codes_client_idx').on(t.client, t.createdAt),
  ],
);

/**
 * A dealership's "allow sign-up from our email domain" setting: someone signing in with an address
 * at this domain becomes sales staff of the dealership. One domain per dealership; dealerships of a
 * group may share one.
 */
export const staffSignUpDomains = pgTable(
  'staff_sign_up_domains',
  {
    dealershipId: integer()
      .primaryKey()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    domain: text().notNull(),
  },
  (t) => [index('staff_sign_up_domains_domain_idx').on(t.domain), check('staff_sign_up_domains_lower', sql`${t.domain} = lower(${t.domain})`)],
);
