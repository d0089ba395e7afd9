import type { Range, RangeFacet, SearchQuery, SortKey, ValueFacet } from '../domain/search-query';

/** Small immutable edits of a search state; every one of them returns to page 1 except setPage. */

export function toggleValue(query: SearchQuery, facet: ValueFacet, value: string): SearchQuery {
  const current = query.filters[facet] ?? [];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  const filters = { ...query.filters, [facet]: next };
  if (next.length === 0) delete filters[facet];
  return { ...query, filters, page: 1 };
}

export function setRange(query: SearchQuery, facet: RangeFacet, range: Range | null): SearchQuery {
  const ranges = { ...query.ranges };
  if (range === null || (range.min === null && range.max === null)) delete ranges[facet];
  else ranges[facet] = range;
  return { ...query, ranges, page: 1 };
}

export function setSort(query: SearchQuery, sort: SortKey): SearchQuery {
  return { ...query, sort, page: 1 };
}

export function setPage(query: SearchQuery, page: number): SearchQuery {
  return { ...query, page };
}

export function clearFilters(query: SearchQuery): SearchQuery {
  return { ...query, filters: {}, ranges: {}, query: '', page: 1 };
}
