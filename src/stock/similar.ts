import { showPrice } from '../domain/locale';
import { EMPTY_QUERY, type Range, type SearchHit, type SearchQuery } from '../search/types';

/** How many similar cars the car page lists. */
export const SIMILAR_COUNT = 4;
/** "Nearby price": within this fraction of the car's price either way. */
export const SIMILAR_PRICE_SPREAD = 0.3;
/** Candidates read per query: enough to fill the list after the car itself and duplicates drop out. */
const CANDIDATES = 12;

export type SimilarTo = { id: number; make: string; simpleBody: string | null; price: number };

export function similarPriceRange(price: number): Range | null {
  if (!showPrice(price)) return null;
  return { min: Math.floor(price * (1 - SIMILAR_PRICE_SPREAD)), max: Math.ceil(price * (1 + SIMILAR_PRICE_SPREAD)) };
}

/**
 * The searches that find candidates: one for the same make, one for the same body, both among
 * available cars near the price. Search filters AND across facets, so "make or body" takes two.
 */
export function similarQueries(car: SimilarTo): SearchQuery[] {
  const range = similarPriceRange(car.price);
  const base: SearchQuery = {
    ...EMPTY_QUERY,
    filters: { status: ['in_stock', 'coming_soon'] },
    ranges: range ? { price: range } : {},
    sort: 'rank',
    hitsPerPage: CANDIDATES,
  };
  const queries: SearchQuery[] = [{ ...base, filters: { ...base.filters, make: [car.make] } }];
  if (car.simpleBody) queries.push({ ...base, filters: { ...base.filters, body: [car.simpleBody] } });
  return queries;
}

/**
 * The closest cars among the candidates, never the car itself: those sharing both make and body
 * first, then by how near their price is, then the lower id so the order is stable.
 */
export function pickSimilar(car: SimilarTo, candidates: readonly SearchHit[], limit = SIMILAR_COUNT): SearchHit[] {
  const unique = new Map<number, SearchHit>();
  for (const hit of candidates) if (hit.id !== car.id && !unique.has(hit.id)) unique.set(hit.id, hit);
  const shared = (hit: SearchHit) => Number(hit.make === car.make) + Number(car.simpleBody !== null && hit.simple_body === car.simpleBody);
  return [...unique.values()]
    .sort((a, b) => shared(b) - shared(a) || Math.abs(a.price - car.price) - Math.abs(b.price - car.price) || a.id - b.id)
    .slice(0, limit);
}
