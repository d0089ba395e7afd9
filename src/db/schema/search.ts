import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every word that occurs in any car's search words. A query word is expanded against this small
 * table (prefix or trigram similarity, both indexed) before cars are matched by exact words, so
 * typo tolerance costs one lookup per query word instead of a similarity test per car.
 * Filled by a trigger on cars (migration 0003; migration 0006 added the words car_words gained for
 * the cars already there); words are never removed, which only costs space.
 * Identifiers (stock numbers, VINs) stay out: they are matched as typed, never as typos.
 */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  {
    word: text().primaryKey(),
  },
  (t) => [
    index('search_vocabulary_word_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
    // Prefix lookups (LIKE 'gx%') of any length, which trigrams cannot serve below three letters.
    index('search_vocabulary_word_prefix_idx').using('btree', sql`${t.word} text_pattern_ops`),
  ],
);

/**
 * A site's facet counts for the search with no text and no filters, kept per dealership and status
 * by triggers on cars (migration 0008), so that search reads a few hundred counts instead of
 * grouping every car the site lists (docs/search.md, "Counted search"). Only cars shown on the
 * dealer's website are counted. `facet` is a SPEC facet key, 'count' (value '') for the number of
 * cars, or 'location' (the location id as text), from which the city, state, location and
 * dealership facets are read. Rows whose count falls to zero are removed.
 */
export const searchFacetCounts = pgTable(
  'search_facet_counts',
  {
    dealershipId: integer().notNull(),
    status: text().notNull(),
    facet: text().notNull(),
    value: text().notNull(),
    n: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealershipId, t.status, t.facet, t.value] })],
);

/**
 * A narrow copy of every car for text searches over more than a site-sized scope (docs/search.md,
 * "Seventh stop"), kept by triggers on cars, locations and dealerships (migration 0014). It holds
 * the columns a scope and its text condition test, under the cars table's own names, so the same
 * conditions apply with the table read as "cars"; `record`, the car's facet, range and sort values
 * packed as src/db/queries/search-tallied.ts decodes them; and `place`, its location's id, name,
 * city and state and its dealership's name, packed the same way. Both are made when a car, location
 * or dealership is written instead of for each search, and a row is about 40% of a car's width.
 */
export const searchTally = pgTable(
  'search_tally',
  {
    id: integer().primaryKey(),
    dealershipId: integer().notNull(),
    locationId: integer().notNull(),
    status: text().notNull(),
    soldAt: timestamp({ withTimezone: true }),
    showOnDealerWebsite: boolean().notNull(),
    carType: text().notNull(),
    make: text().notNull(),
    year: integer().notNull(),
    stocknum: text().notNull(),
    searchWords: text().array(),
    record: text().notNull(),
    place: text().notNull(),
  },
  (t) => [index('search_tally_search_words_idx').using('gin', t.searchWords), index('search_tally_location_idx').on(t.locationId)],
);
