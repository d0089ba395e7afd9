import { formatOdometer, formatPrice, vehicleNoun } from '../../domain/locale';
import { slugify } from '../../domain/slug';
import { BODY_TYPES } from '../../search/paths';
import { clearFilters, setPage, setRange, setSort, toggleValue } from '../../search/state';
import { RANGE_FACETS, SORTS, VALUE_FACETS } from '../../domain/search-query';
import { canonicalSearchUrl } from '../../search/url';
import type { SearchView } from '../../search/search-view';
import { CarCard } from '../car/CarCard';
import { FacetPanel } from './FacetPanel';
import { FilterDrawer } from './FilterDrawer';
import { SearchNavigation } from './SearchNavigation';
import { facetValueLabel } from './facet-labels';
import { fill, messagesFor } from '../../i18n/messages';

/**
 * Below 992px the filters start closed (FilterDrawer). The server cannot know the width, so CSS
 * hides the panel there from the first paint, and the results never move when the script closes
 * it; without JavaScript this rule restores it, as the phone without scripts needs it open.
 */
const NO_SCRIPT_FILTERS = '@media (max-width: 991.98px) { .filter-drawer > .filter-drawer-panel { display: block; } }';

/** The page numbers to link: the first, the last and a window around the current page. */
function pageWindow(page: number, pages: number): (number | 'gap')[] {
  const wanted = new Set([1, pages, page - 2, page - 1, page, page + 1, page + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] as number) > 1 ? ['gap' as const, p] : [p]));
}

export function SearchResults({ view, now }: { view: SearchView; now: Date }) {
  const { site, result, query, ctx, seo } = view;
  const url = (q: typeof query) => canonicalSearchUrl(q, ctx);
  const noun = vehicleNoun(site.config.stockKind, result.count);
  const plural = vehicleNoun(site.config.stockKind, 2);
  const text = messagesFor(site.locale).search;
  const count = result.count.toLocaleString(site.locale);
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
          {fill(text.found, { count, noun })}
        </p>
      </div>
      {showTiles && (makeTiles.length > 1 || bodyTiles.length > 1) ? (
        <nav className="search-tiles" aria-label={text.browseTiles}>
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
        <noscript>
          <style>{NO_SCRIPT_FILTERS}</style>
        </noscript>
        <FilterDrawer toggleLabel={text.filters}>
          <FacetPanel
            site={site}
            query={query}
            ctx={ctx}
            facets={result.facets}
            countLabel={fill(text.showMe, { count, noun })}
            now={now}
          />
        </FilterDrawer>
        <section className="search-main" aria-labelledby="results-title">
          <h2 id="results-title" className="visually-hidden">
            {fill(text.resultsHeading, { noun: plural.charAt(0).toUpperCase() + plural.slice(1) })}
          </h2>
          <div className="search-toolbar">
            {chips.length > 0 ? (
              <ul className="filter-chips" aria-label={text.selectedFilters}>
                {chips.map((c) => (
                  <li key={c.key}>
                    <a href={c.href} className="chip" aria-label={fill(text.remove, { label: c.label })}>
                      {c.label} <span aria-hidden="true">×</span>
                    </a>
                  </li>
                ))}
                <li>
                  <a href={url(clearFilters(query))} className="chip chip-clear">
                    {text.clearAll}
                  </a>
                </li>
              </ul>
            ) : null}
            <nav className="sort-links" aria-label={text.sort}>
              <span>{text.sortLabel}</span>
              {SORTS.map((s) =>
                s === query.sort ? (
                  <strong key={s} aria-current="true">
                    {text.sorts[s]}
                  </strong>
                ) : (
                  <a key={s} href={url(setSort(query, s))}>
                    {text.sorts[s]}
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
              <h2>{fill(text.noResults, { noun: plural })}</h2>
              <p>{text.noResultsHint}</p>
              <a className="button" href={url(clearFilters(query))}>
                {fill(text.showAll, { noun: plural })}
              </a>
            </div>
          )}
          {result.pages > 1 ? (
            <nav className="pagination" aria-label={text.pages}>
              {query.page > 1 ? (
                <a href={url(setPage(query, query.page - 1))} rel="prev">
                  {text.previous}
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
                  {text.next}
                </a>
              ) : null}
            </nav>
          ) : null}
        </section>
      </div>
    </SearchNavigation>
  );
}
