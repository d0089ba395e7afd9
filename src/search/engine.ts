import type { StockScope } from '../domain/inclusion';
import type { SimilarTo } from '../domain/similar';
import type { CarStatus, CarSummary } from '../domain/types';
import type { CarTypeCounts, SearchQuery, SearchResult } from '../domain/search/search-query';

/**
 * What the site needs from a search engine. The PostgreSQL implementation answers from the
 * cars table; a hosted engine could implement the same three calls.
 */
export interface SearchEngine {
  search(scope: StockScope, statuses: CarStatus[], query: SearchQuery): Promise<SearchResult>;
  carTypeCounts(scope: StockScope, statuses: CarStatus[]): Promise<CarTypeCounts>;
  /** Cars like one car ("more like this"): ranked, no facets. */
  similar(scope: StockScope, statuses: CarStatus[], to: SimilarTo, limit: number): Promise<CarSummary[]>;
}
