import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { dealerships } from './websites';

/**
 * Dealer API keys (docs/dealer-api.md). Only a SHA-256 hash of each key is kept: the key itself is
 * shown once, when it is made. The prefix is the key's first characters, enough to tell keys
 * apart in a listing and useless to an attacker.
 */
export const dealerApiKeys = pgTable(
  'dealer_api_keys',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    dealershipId: integer()
      .notNull()
      .references(() => dealerships.id, { onDelete: 'cascade' }),
    /** What the key is for ('Acme CRM'), for the listing. */
    label: text(),
    prefix: text().notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Recorded at most once a minute, so a busy key does not write on every call. */
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('dealer_api_keys_hash_key').on(t.keyHash), index('dealer_api_keys_dealership_idx').on(t.dealershipId)],
);
