import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

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
