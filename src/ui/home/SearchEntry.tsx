import { vehicleNoun } from '../../domain/locale';
import { defaultSearchParams, defaultSearchPath } from '../../domain/search/search-path';
import type { Site } from '../../domain/types';
import type { CarType } from '../../domain/site-config';
import { Icon } from '../icons/Icon';
import { fill } from '../../i18n/fill';
import { messagesFor } from '../../i18n/messages';

const TYPES: readonly CarType[] = ['new', 'demo', 'used'];

/**
 * The home page search: a keyword and the stock types the site has (types with no stock are left
 * out), carrying the site's pre-selected filters. The header's text search does not: a typed
 * search looks through all stock.
 */
export function SearchEntry({ site, counts }: { site: Site; counts: Partial<Record<CarType, number>> }) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const noun = vehicleNoun(site.config.stockKind, total);
  const types = TYPES.filter((t) => (counts[t] ?? 0) > 0);
  const { home, car, search } = messagesFor(site.locale);
  const number = (n: number) => n.toLocaleString(site.locale);
  return (
    <form className="search-entry" action={defaultSearchPath(site.config)} method="get" role="search" aria-label={fill(home.searchLabel, { noun })}>
      <div className="search-entry-field">
        <label htmlFor="home-search-query">{search.panel.keyword}</label>
        <input id="home-search-query" name="query" type="search" placeholder={home.keywordPlaceholder} />
      </div>
      {types.length > 1 ? (
        <div className="search-entry-field">
          <label htmlFor="home-search-type">{search.facetHeadings.car_type}</label>
          <select id="home-search-type" name="car_type" defaultValue="">
            <option value="">{fill(home.allTypes, { count: number(total) })}</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {fill(home.typeCount, { type: car.conditions[t], count: number(counts[t] ?? 0) })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {defaultSearchParams(site.config).map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="button button-primary">
        <Icon name="search" /> {fill(home.searchButton, { count: number(total), noun })}
      </button>
    </form>
  );
}
