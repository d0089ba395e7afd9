import { vehicleNoun } from '../../domain/locale';
import { defaultSearchParams, defaultSearchPath } from '../../domain/search-path';
import type { Site } from '../../domain/types';
import type { CarType } from '../../domain/site-config';
import { Icon } from '../icons/Icon';

const TYPE_LABELS: Record<CarType, string> = { new: 'New', demo: 'Demo', used: 'Used' };

/**
 * The home page search: a keyword and the stock types the site has (types with no stock are left
 * out), carrying the site's pre-selected filters. The header's text search does not: a typed
 * search looks through all stock.
 */
export function SearchEntry({ site, counts }: { site: Site; counts: Partial<Record<CarType, number>> }) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const noun = vehicleNoun(site.config.stockKind, total);
  const types = (Object.keys(TYPE_LABELS) as CarType[]).filter((t) => (counts[t] ?? 0) > 0);
  return (
    <form className="search-entry" action={defaultSearchPath(site.config)} method="get" role="search" aria-label={`Search ${noun}`}>
      <div className="search-entry-field">
        <label htmlFor="home-search-query">Keyword</label>
        <input id="home-search-query" name="query" type="search" placeholder="Make, model or keyword" />
      </div>
      {types.length > 1 ? (
        <div className="search-entry-field">
          <label htmlFor="home-search-type">Condition</label>
          <select id="home-search-type" name="car_type" defaultValue="">
            <option value="">All ({total.toLocaleString(site.locale)})</option>
            {types.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]} ({(counts[t] ?? 0).toLocaleString(site.locale)})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {defaultSearchParams(site.config).map(([key, value]) => (
        <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
      ))}
      <button type="submit" className="button button-primary">
        <Icon name="search" /> Search {total.toLocaleString(site.locale)} {noun}
      </button>
    </form>
  );
}
