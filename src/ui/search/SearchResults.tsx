import { MOBILE_QUERY } from '../../domain/breakpoints';
import { filterText, searchMark } from '../../domain/insights/page-signals';
import { vehicleNoun } from '../../domain/locale';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';
import type { SearchView } from '../../domain/search/search-view';
import { clearFilters } from '../../domain/search/state';
import { canonicalSearchUrl } from '../../domain/search/url';
import { CarCard } from '../car/CarCard';
import { FacetPanel } from './FacetPanel';
import { filterChips } from './filter-chips';
import { FilterDrawer } from './FilterDrawer';
import { Pagination } from './Pagination';
import { SearchNavigation } from './SearchNavigation';
import { SearchTiles } from './SearchTiles';
import { SearchToolbar } from './SearchToolbar';

/**
 * Below 992px the filters start closed (FilterDrawer). The server cannot know the width, so CSS
 * hides the panel there from the first paint, and the results never move when the script closes
 * it; without JavaScript this rule restores it, as the phone without scripts needs it open.
 */
const NO_SCRIPT_FILTERS = `@media ${MOBILE_QUERY} { .filter-drawer > .filter-drawer-panel { display: block; } }`;

export function SearchResults({ view, now }: { view: SearchView; now: Date }) {
  const { site, result, query, ctx, seo } = view;
  const url = (q: typeof query) => canonicalSearchUrl(q, ctx);
  const noun = vehicleNoun(site.config.stockKind, result.count);
  const plural = vehicleNoun(site.config.stockKind, 2);
  const text = messagesFor(site.locale).search;
  const count = result.count.toLocaleString(site.locale);
  const heading = seo.title.replace(/ \| .*$/, '').replace(/ - Page \d+$/, '');
  const chips = filterChips(query, url, site.locale);
  return (
    <SearchNavigation className="container search-page">
      <div className="search-head">
        <h1>{heading}</h1>
        <p
          className="search-count"
          aria-live="polite"
          data-insight-search={searchMark({ words: query.query, filters: filterText(query.filters, query.ranges), results: result.count })}
        >
          {fill(text.found, { count, noun })}
        </p>
      </div>
      <SearchTiles query={query} facets={result.facets} url={url} locale={site.locale} label={text.browseTiles} />
      <div className="search-layout">
        <noscript>
          <style>{NO_SCRIPT_FILTERS}</style>
        </noscript>
        <FilterDrawer toggleLabel={text.filters} closeLabel={fill(text.panel.close, { label: text.filters.toLowerCase() })}>
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
          <SearchToolbar query={query} chips={chips} url={url} text={text} />
          {result.hits.length > 0 ? (
            <div className="car-grid">
              {result.hits.map((hit, i) => (
                <CarCard key={hit.id} car={hit} site={site} now={now} priority={i === 0} />
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
          {result.pages > 1 ? <Pagination query={query} pages={result.pages} url={url} text={text} /> : null}
        </section>
      </div>
    </SearchNavigation>
  );
}
