import { CAR_TYPES } from '@/domain/site-config';
import type { StockListQuery } from '@/domain/console/stock-list';
import { STOCK_STATE_LABELS, STOCK_STATES } from '@/domain/console/stock-status';

const TYPE_LABELS: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' };

/** Search and filters as a plain GET form: the view is its URL, and it works before any script. */
export function StockFilters({ query }: { query: StockListQuery }) {
  return (
    <form method="get" action="/console/stock" className="stock-filters" role="search" aria-label="Stock">
      {query.dealershipId !== null ? <input type="hidden" name="dealership" value={query.dealershipId} /> : null}
      {query.sort !== 'days' || query.dir !== 'asc' ? (
        <>
          <input type="hidden" name="sort" value={query.sort} />
          <input type="hidden" name="dir" value={query.dir} />
        </>
      ) : null}
      <div className="stock-filter">
        <label htmlFor="stock-q">Search</label>
        <input id="stock-q" name="q" type="search" defaultValue={query.q} placeholder="Stock no., make, model, VIN" />
      </div>
      <div className="stock-filter">
        <label htmlFor="stock-state">Status</label>
        <select id="stock-state" name="state" defaultValue={query.state ?? ''}>
          <option value="">Any status</option>
          {STOCK_STATES.map((s) => (
            <option key={s} value={s}>
              {STOCK_STATE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="stock-filter">
        <label htmlFor="stock-type">Type</label>
        <select id="stock-type" name="type" defaultValue={query.carType ?? ''}>
          <option value="">New, demo and used</option>
          {CAR_TYPES.map((t) => (
            <option key={t} value={t}>
              {TYPE_LABELS[t] ?? t}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="console-button">
        Show
      </button>
    </form>
  );
}
