import type { SearchQuery } from '../../domain/search/search-query';
import type { Messages } from '../../i18n/messages';
import { setPage } from '../../domain/search/state';
import { pageWindow } from './pagination';

/** Previous, the page numbers around the current one with gaps, and Next; each a canonical URL. */
export function Pagination({ query, pages, url, text }: { query: SearchQuery; pages: number; url: (state: SearchQuery) => string; text: Messages['search'] }) {
  return (
    <nav className="pagination" aria-label={text.pages}>
      {query.page > 1 ? (
        <a href={url(setPage(query, query.page - 1))} rel="prev">
          {text.previous}
        </a>
      ) : null}
      {pageWindow(query.page, pages).map((p, i) =>
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
      {query.page < pages ? (
        <a href={url(setPage(query, query.page + 1))} rel="next">
          {text.next}
        </a>
      ) : null}
    </nav>
  );
}
