import type { StockScope } from '../domain/inclusion';
import type { CarStatus } from '../domain/types';
import type { CarTypeCounts, SearchQuery, SearchResult } from './types';

/**
 * What the site needs from a search engine. The PostgreSQL implementation answers from the
 * cars table; a hosted engine could implement the same two calls.
 */
export interface SearchEngine {
  search(scope: StockScope, statuses: CarStatus[], query: SearchQuery): Promise<SearchResult>;
  carTypeCounts(scope: StockScope, statuses: CarStatus[]): Promise<CarTypeCounts>;
}
