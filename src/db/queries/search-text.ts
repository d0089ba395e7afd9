import { and, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { cars, searchVocabulary } from '../schema';

/**
 * Free text: query words are expanded against search_vocabulary, then matched on the cars' word
 * arrays (docs/search.md, "Text").
 */

/** A LIKE prefix pattern with the shopper's wildcards escaped, so text is matched literally. */
function prefixPattern(token: string): string {
  return `${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const MAX_QUERY_WORDS = 8;

export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^["']+|["']+$/g, ''))
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * The vocabulary words each query word stands for: the words it begins or, when it begins none and
 * has three letters or more, its close trigram matches (a typo). Typos are a fallback so 'ranger'
 * does not also bring 'range', and because the trigram lookup costs several times the prefix one.
 * Resolving words first lets the car query use plain word-array matches that the planner can
 * combine with the site's index, instead of testing similarity car by car.
 */
export async function expandQueryWords(db: Db, words: string[], fuzzy: boolean): Promise<string[][]> {
  const lookup = async (condition: SQL) =>
    (await db.select({ word: searchVocabulary.word }).from(searchVocabulary).where(condition).limit(200)).map((r) => r.word);
  return Promise.all(
    words.map(async (word) => {
      if (isIdentifierWord(word)) return [word];
      const prefixed = await lookup(sql`${searchVocabulary.word} like ${prefixPattern(word)}`);
      if (prefixed.length > 0 || !fuzzy || word.length < 3) return prefixed;
      return lookup(sql`${searchVocabulary.word} % ${word}`);
    }),
  );
}

/** Stock numbers and VINs: matched exactly, never expanded (the same rule as is_identifier_word in SQL). */
export function isIdentifierWord(word: string): boolean {
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
 * prefix only, so 'HT10234A' does not bring its neighbour 'HT10235A').
 */
export function textCondition(expansions: string[][], stockNumber: string | null, dealershipIds: number[]): SQL | undefined {
  if (expansions.length === 0) return undefined;
  const perDealership = usesDealershipWords(dealershipIds);
  const text = and(
    ...expansions.map((words) =>
      perDealership
        ? sql`${cars.dealershipWords} && ${sql.param(dealershipIds.flatMap((id) => words.map((w) => `${id}:${w}`)))}::text[]`
        : sql`${cars.searchWords} && ${sql.param(words)}::text[]`,
    ),
  ) as SQL;
  return stockNumber ? (or(sql`upper(${cars.stocknum}) = ${stockNumber.toUpperCase()}`, text) as SQL) : text;
}
