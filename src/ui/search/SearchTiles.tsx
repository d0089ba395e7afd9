import type { FacetCounts, SearchQuery } from '../../domain/search/search-query';
import type { Locale } from '../../domain/site-config';
import { slugify } from '../../domain/slug';
import { BODY_TYPES } from '../../domain/search/paths';
import { toggleValue } from '../../domain/search/state';
import { LogoImage } from '../media/LogoImage';
import { facetValueLabel } from './facet-labels';

const MAKE_TILES = 12;

/**
 * Browse by make and body type: logo tiles of the most stocked makes and picture tiles of the
 * body styles in stock, each with its count; shown only while no make or keyword narrows the search.
 */
export function SearchTiles({
  query,
  facets,
  url,
  locale,
  label,
}: {
  query: SearchQuery;
  facets: FacetCounts;
  url: (state: SearchQuery) => string;
  locale: Locale;
  label: string;
}) {
  if (query.filters.make || query.query) return null;
  const makeTiles = Object.entries(facets.make ?? {})
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAKE_TILES);
  const bodyTiles = BODY_TYPES.map((b) => [b, facets.body?.[b] ?? 0] as const).filter(([, n]) => n > 0);
  if (makeTiles.length <= 1 && bodyTiles.length <= 1) return null;
  return (
    <nav className="search-tiles" aria-label={label}>
      {makeTiles.length > 1 ? (
        <ul className="tile-list">
          {makeTiles.map(([make, count]) => (
            <li key={make}>
              <a href={url(toggleValue(query, 'make', make))} className="tile">
                <LogoImage src={`/media/logos/${slugify(make)}.svg`} width={40} height={40} loading="lazy" />
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
                <span>{facetValueLabel('body', body, locale)}</span>
                <span className="tile-count">{count}</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </nav>
  );
}
