import { RANGE_FACETS, VALUE_FACETS, type Range, type RangeFacet, type SearchQuery, type SortKey, type ValueFacet } from './search-query';
import { parseSearchParams } from './parse';
import type { KnownMake } from './paths';

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

/**
 * A facet form's answer -> state. Only the keys the form has controls for are taken from it;
 * everything else is kept from the current state, so a route's preset or a filter that has no
 * control (state=VIC from a shared link, the subscription route's price floor) survives a refinement.
 */
export function refineFromForm(current: SearchQuery, pairs: readonly [string, string][], controls: ReadonlySet<string>): SearchQuery {
  const parsed = parseSearchParams(pairs).query;
  const filters: SearchQuery['filters'] = { ...current.filters };
  for (const facet of VALUE_FACETS) {
    if (!controls.has(facet)) continue;
    const values = parsed.filters[facet];
    if (values) filters[facet] = values;
    else delete filters[facet];
  }
  const ranges: SearchQuery['ranges'] = { ...current.ranges };
  for (const facet of RANGE_FACETS) {
    if (!controls.has(facet)) continue;
    const range = parsed.ranges[facet];
    if (range) ranges[facet] = range;
    else delete ranges[facet];
  }
  return { ...current, filters, ranges, query: controls.has('query') ? parsed.query : current.query, page: 1 };
}

/** Models of a make that is no longer selected would silently keep filtering; drop them with it. */
export function dropOrphanModels(state: SearchQuery, knownMakes: readonly KnownMake[]): SearchQuery {
  const models = state.filters.model;
  if (!models) return state;
  const makes = new Set(state.filters.make ?? []);
  const orphan = (model: string) =>
    knownMakes.some((m) => !makes.has(m.name) && m.models.some((x) => x.name === model)) &&
    !knownMakes.some((m) => makes.has(m.name) && m.models.some((x) => x.name === model));
  const kept = models.filter((m) => !orphan(m));
  if (kept.length === models.length) return state;
  const filters = { ...state.filters };
  if (kept.length > 0) filters.model = kept;
  else delete filters.model;
  return { ...state, filters };
}
