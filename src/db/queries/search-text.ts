import { and, or, sql, type SQL } from 'drizzle-orm';
import { cars, searchVocabulary } from '../schema';

/**
 * Free text: query words are expanded against search_vocabulary, then matched on the cars' word
 * arrays (docs/search.md, "Text").
 */

/** A LIKE prefix pattern with the shopper's wildcards escaped, so text is matched literally. */
function prefixPattern(token: string): string {
  return `${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const MAX_QUERY_WORDS = 8;

export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^["']+|["']+$/g, ''))
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * Bounds for the words a prefix begins, in the byte order of the vocabulary's text_pattern_ops
 * index: every such word sorts at or after the prefix and before the prefix with its last character
 * raised by one. The LIKE alone would do, but a plan made before the prefix is known (a prepared
 * statement's generic plan) can only use the index through explicit bounds.
 */
function prefixBounds(prefix: string): SQL {
  const chars = Array.from(prefix);
  const last = chars.pop()?.codePointAt(0);
  const lower = sql`${searchVocabulary.word} ~>=~ ${prefix}`;
  if (last === undefined || last >= 0x10ffff) return lower;
  // UTF-8 byte order is code point order; the surrogate range cannot be encoded, so it is skipped.
  const next = last + 1 === 0xd800 ? 0xe000 : last + 1;
  return sql`${lower} and ${searchVocabulary.word} ~<~ ${chars.join('') + String.fromCodePoint(next)}`;
}

/** The vocabulary words matching a condition, as a text[] (empty when none); 200 at most. */
const vocabulary = (condition: SQL) =>
  sql`(select coalesce(array_agg(w.word), '{}') from (select ${searchVocabulary.word} from ${searchVocabulary} where ${condition} limit 200) w)`;

/**
 * The vocabulary words one query word stands for, as a text[] expression evaluated inside the
 * search statement (no separate round trip): the words it begins or, when it begins none and has
 * three letters or more, its close trigram matches (a typo). Typos are a fallback so 'ranger' does
 * not also bring 'range', and because the trigram lookup costs several times the prefix one (a
 * subquery's result is computed only when read, so coalesce skips it when a prefix matched).
 * Stock numbers and VINs stand for themselves.
 */
function expansion(word: string, fuzzy: boolean): SQL {
  if (isIdentifierWord(word)) return sql`${sql.param([word])}::text[]`;
  const prefixed = vocabulary(sql`${prefixBounds(word)} and ${searchVocabulary.word} like ${prefixPattern(word)}`);
  if (!fuzzy || word.length < 3) return prefixed;
  return sql`coalesce(nullif(${prefixed}, '{}'), ${vocabulary(sql`${searchVocabulary.word} % ${word}`)})`;
}

/** Stock numbers and VINs: matched exactly, never expanded (the same rule as is_identifier_word in SQL). */
function isIdentifierWord(word: string): boolean {
  return word.length >= 6 && word.replace(/[^0-9]/g, '').length >= 4;
}

/** Up to this many dealerships, text is matched on dealership-keyed words (one site's index entries). */
const DEALERSHIP_WORDS_LIMIT = 50;

/** Whether text for this scope is matched on dealership-keyed words (which then imply the scope's dealerships). */
export function usesDealershipWords(dealershipIds: number[]): boolean {
  return dealershipIds.length > 0 && dealershipIds.length <= DEALERSHIP_WORDS_LIMIT;
}

/**
 * Text condition: every query word must match one of the car's words through its expansion. A
 * stock-number-like query also matches that stock number exactly (its words are expanded by
 * prefix only, so 'HT10234A' does not bring its neighbour 'HT10235A'). `dealershipWords: false`
 * matches the network's words for any scope (search_tally keeps only those).
 */
export function textCondition(
  words: string[],
  stockNumber: string | null,
  dealershipIds: number[],
  { dealershipWords = usesDealershipWords(dealershipIds) } = {},
): SQL | undefined {
  if (words.length === 0) return undefined;
  const text = and(
    ...words.map((word) => {
      const expanded = expansion(word, stockNumber === null);
      return dealershipWords
        ? sql`${cars.dealershipWords} && (select coalesce(array_agg(d || ':' || w), '{}') from unnest(${sql.param(dealershipIds)}::int[]) d, unnest(${expanded}) w)`
        : sql`${cars.searchWords} && ${expanded}`;
    }),
  ) as SQL;
  return stockNumber ? (or(sql`upper(${cars.stocknum}) = ${stockNumber.toUpperCase()}`, text) as SQL) : text;
}
