import { formatOdometer, formatPrice } from '../../domain/locale';
import { RANGE_FACETS, VALUE_FACETS, type RangeFacet, type SearchQuery } from '../../domain/search/search-query';
import type { Locale } from '../../domain/site-config';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import { setRange, toggleValue } from '../../domain/search/state';
import { facetValueLabel } from './facet-labels';

export type FilterChip = { key: string; label: string; href: string };

function rangeValue(facet: RangeFacet, n: number, locale: Locale): string {
  if (facet === 'price') return formatPrice(n, locale);
  if (facet === 'km') return formatOdometer(n, locale);
  return String(n);
}

/**
 * One chip per selected filter value, range and keyword, each linking to the search without it
 * (`url` makes the canonical URL of a state).
 */
export function filterChips(query: SearchQuery, url: (state: SearchQuery) => string, locale: Locale): FilterChip[] {
  const values = VALUE_FACETS.flatMap((facet) =>
    (query.filters[facet] ?? []).map((value) => ({
      key: `${facet}:${value}`,
      label: facetValueLabel(facet, value, locale),
      href: url(toggleValue(query, facet, value)),
    })),
  );
  const words = messagesFor(locale).search.rangeChips;
  const ranges = RANGE_FACETS.flatMap((facet) => {
    const r = query.ranges[facet];
    if (!r) return [];
    const fmt = (n: number) => rangeValue(facet, n, locale);
    const name = words.names[facet];
    const label =
      r.min !== null && r.max !== null
        ? fill(words.between, { name, min: fmt(r.min), max: fmt(r.max) })
        : r.min !== null
          ? fill(words.from, { name, value: fmt(r.min) })
          : fill(words.upTo, { name, value: fmt(r.max as number) });
    return [{ key: facet, label, href: url(setRange(query, facet, null)) }];
  });
  const keyword = query.query ? [{ key: 'query', label: `"${query.query}"`, href: url({ ...query, query: '', page: 1 }) }] : [];
  return [...values, ...ranges, ...keyword];
}
