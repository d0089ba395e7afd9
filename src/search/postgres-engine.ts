import type { Db } from '../db/client';
import { carTypeCountsOf, searchCars } from '../db/queries/search';
import { similarCarsOf } from '../db/queries/similar-cars';
import type { SearchEngine } from './engine';
import { stockNumberQuery } from '../domain/search/parse';

export function postgresSearchEngine(db: Db): SearchEngine {
  return {
    async search(scope, statuses, query) {
      const started = performance.now();
      const rows = await searchCars(db, scope, statuses, query, stockNumberQuery(query.query));
      return {
        hits: rows.hits,
        facets: rows.facets,
        facetStats: rows.facetStats,
        count: rows.count,
        ms: Math.round((performance.now() - started) * 10) / 10,
        page: query.page,
        pages: Math.ceil(rows.count / query.hitsPerPage),
        hitsPerPage: query.hitsPerPage,
      };
    },
    carTypeCounts: (scope, statuses) => carTypeCountsOf(db, scope, statuses),
    similar: (scope, statuses, to, limit) => similarCarsOf(db, scope, statuses, to, limit),
  };
}
