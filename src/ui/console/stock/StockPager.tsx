import Link from 'next/link';
import { stockQueryString, type StockListQuery } from '@/domain/console/stock-list';

/** Previous and next pages, as links that keep the search, filters and sort. */
export function StockPager({ query, pages }: { query: StockListQuery; pages: number }) {
  if (pages <= 1) return null;
  const link = (page: number) => `/console/stock${stockQueryString(query, { page })}`;
  return (
    <nav aria-label="Pages" className="stock-pager">
      {query.page > 1 ? <Link href={link(query.page - 1)}>Previous page</Link> : <span />}
      <span>
        Page {query.page} of {pages}
      </span>
      {query.page < pages ? <Link href={link(query.page + 1)}>Next page</Link> : <span />}
    </nav>
  );
}
