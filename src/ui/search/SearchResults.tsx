import { formatOdometer, formatPrice, vehicleNoun } from '../../domain/locale';
import { slugify } from '../../domain/slug';
import { BODY_TYPES } from '../../search/paths';
import { clearFilters, setPage, setRange, setSort, toggleValue } from '../../search/state';
import { RANGE_FACETS, SORTS, VALUE_FACETS, type SortKey } from '../../domain/search-query';
import { canonicalSearchUrl } from '../../search/url';
import type { SearchView } from '../../search/search-view';
import { CarCard } from '../car/CarCard';
import { FacetPanel } from './FacetPanel';
import { FilterDrawer } from './FilterDrawer';
import { SearchNavigation } from './SearchNavigation';
import { facetValueLabel } from './facet-labels';

const SORT_LABELS: Record<SortKey, string> = {
  newest: 'Newest listings',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  km_asc: 'Lowest odometer',
  year_desc: 'Year: newest first',
  rank: 'Recommended',
};

/** The page numbers to link: the first, the last and a window around the current page. */
export function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] as number) > 1 ? ['gap' as const, p] : [p]));
}

export function SearchResults({ view, now }: { view: SearchView; now: Date }) {
  const { site, result, query, ctx, seo } = view;
  const url = (q: typeof query) => canonicalSearchUrl(q, ctx);
  const noun = vehicleNoun(site.config.stockKind, result.count);
  const heading = seo.title.replace(/ \| .*$/, '').replace(/ - Page \d+$/, '');
  const chips = [
    ...VALUE_FACETS.flatMap((facet) =>
      (query.filters[facet] ?? []).map((value) => ({
        key: `${facet}:${value}`,
        label: facetValueLabel(facet, value, site.locale),
        href: url(toggleValue(query, facet, value)),
      })),
    ),
    ...RANGE_FACETS.flatMap((facet) => {
      const r = query.ranges[facet];
      if (!r) return [];
      const fmt = (n: number) => (facet === 'price' ? formatPrice(n, site.locale) : facet === 'km' ? formatOdometer(n, site.locale) : String(n));
      const label = `${facet === 'km' ? 'Odometer' : facet.charAt(0).toUpperCase() + facet.slice(1).replace(/_/g, ' ')} ${
        r.min !== null && r.max !== null ? `${fmt(r.min)} - ${fmt(r.max)}` : r.min !== null ? `from ${fmt(r.min)}` : `up to ${fmt(r.max as number)}`
      }`;
      return [{ key: facet, label, href: url(setRange(query, facet, null)) }];
    }),
    ...(query.query ? [{ key: 'query', label: `"${query.query}"`, href: url({ ...query, query: '', page: 1 }) }] : []),
  ];
  const showTiles = !query.filters.make && !query.query;
  const makeTiles = Object.entries(result.facets.make ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12);
  const bodyTiles = BODY_TYPES.map((b) => [b, result.facets.body?.[b] ?? 0] as const).filter(([, n]) => n > 0);
  return (
    <SearchNavigation className="container search-page">
      <div className="search-head">
        <h1>{heading}</h1>
        <p className="search-count" aria-live="polite">
          {result.count.toLocaleString(site.locale)} {noun} found
        </p>
      </div>
      {showTiles && (makeTiles.length > 1 || bodyTiles.length > 1) ? (
        <nav className="search-tiles" aria-label="Browse by make and body type">
          {makeTiles.length > 1 ? (
            <ul className="tile-list">
              {makeTiles.map(([make, count]) => (
                <li key={make}>
                  <a href={url(toggleValue(query, 'make', make))} className="tile">
                    <img src={`/media/logos/${slugify(make)}.svg`} alt="" width={40} height={40} loading="lazy" />
                    <span>{make}</span>
                    <span className="tile-count">{count}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
          {bodyTiles.length > 1 ? (
            <ul className="tile-list tile-list-bodies">
              {bodyTiles.map(([body, count]) => (
                <li key={body}>
                  <a href={url(toggleValue(query, 'body', body))} className="tile">
                    <img src={`/media/cars/${body}/grey/1.svg`} alt="" width={64} height={48} loading="lazy" />
                    <span>{facetValueLabel('body', body, site.locale)}</span>
                    <span className="tile-count">{count}</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </nav>
      ) : null}
      <div className="search-layout">
        <FilterDrawer toggleLabel="Filters">
          <FacetPanel
            site={site}
            query={query}
            ctx={ctx}
            facets={result.facets}
            countLabel={`Show Me ${result.count.toLocaleString(site.locale)} ${noun}`}
            now={now}
          />
        </FilterDrawer>
        <section className="search-main" aria-label="Results">
          <div className="search-toolbar">
            {chips.length > 0 ? (
              <ul className="filter-chips" aria-label="Selected filters">
                {chips.map((c) => (
                  <li key={c.key}>
                    <a href={c.href} className="chip" aria-label={`Remove ${c.label}`}>
                      {c.label} <span aria-hidden="true">×</span>
                    </a>
                  </li>
                ))}
                <li>
                  <a href={url(clearFilters(query))} className="chip chip-clear">
                    Clear all
                  </a>
                </li>
              </ul>
            ) : null}
            <nav className="sort-links" aria-label="Sort">
              <span>Sort:</span>
              {SORTS.map((s) =>
                s === query.sort ? (
                  <strong key={s} aria-current="true">
                    {SORT_LABELS[s]}
                  </strong>
                ) : (
                  <a key={s} href={url(setSort(query, s))}>
                    {SORT_LABELS[s]}
                  </a>
                ),
              )}
            </nav>
          </div>
          {result.hits.length > 0 ? (
            <div className="car-grid">
              {result.hits.map((hit) => (
                <CarCard key={hit.id} car={hit} site={site} now={now} />
              ))}
            </div>
          ) : (
            <div className="no-results">
              <h2>No {vehicleNoun(site.config.stockKind, 2)} match your search</h2>
              <p>Try removing a filter, or browse everything we have in stock.</p>
              <a className="button" href={url(clearFilters(query))}>
                Show all {vehicleNoun(site.config.stockKind, 2)}
              </a>
            </div>
          )}
          {result.pages > 1 ? (
            <nav className="pagination" aria-label="Pages">
              {query.page > 1 ? (
                <a href={url(setPage(query, query.page - 1))} rel="prev">
                  Previous
                </a>
              ) : null}
              {pageWindow(query.page, result.pages).map((p, i) =>
                p === 'gap' ? (
                  <span key={`gap-${i}`} className="pagination-gap" aria-hidden="true" />
                ) : p === query.page ? (
                  <strong key={p} aria-current="page">
                    {p}
                  </strong>
                ) : (
                  <a key={p} href={url(setPage(query, p))}>
                    {p}
                  </a>
                ),
              )}
              {query.page < result.pages ? (
                <a href={url(setPage(query, query.page + 1))} rel="next">
                  Next
                </a>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </SearchNavigation>
  );
}
