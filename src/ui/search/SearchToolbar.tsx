import { SORTS, type SearchQuery } from '../../domain/search/search-query';
import { fill } from '../../i18n/fill';
import { type Messages } from '../../i18n/messages';
import { clearFilters, setSort } from '../../domain/search/state';
import type { FilterChip } from './filter-chips';

/** The selected filters as removable chips with Clear all, and the sort links. */
export function SearchToolbar({
  query,
  chips,
  url,
  text,
}: {
  query: SearchQuery;
  chips: FilterChip[];
  url: (state: SearchQuery) => string;
  text: Messages['search'];
}) {
  return (
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
  );
}
