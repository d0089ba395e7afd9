import { CAR_TYPES } from '../site-config';
import { isStockState, type StockState } from './stock-status';

/**
 * The stock table's state in its URL (issue 28): search words, filters, sort and page. Read from
 * the query string leniently (a hand-edited URL falls back to the default rather than failing)
 * and written back the same way, so every view is a link.
 */
const STOCK_SORTS = ['stocknum', 'year', 'price', 'days'] as const;
export type StockSort = (typeof STOCK_SORTS)[number];
type SortDirection = 'asc' | 'desc';
type CarType = (typeof CAR_TYPES)[number];

export const STOCK_PAGE_SIZE = 25;
const QUERY_MAX = 100;
/** Deep pages are reached by narrowing the search, not by paging; the cap keeps every offset cheap. */
const PAGE_MAX = 400;

export type StockListQuery = {
  dealershipId: number | null;
  q: string;
  state: StockState | null;
  carType: CarType | null;
  sort: StockSort;
  dir: SortDirection;
  page: number;
};

/** Newest arrivals first: what staff look at most. */
export const DEFAULT_STOCK_QUERY: StockListQuery = { dealershipId: null, q: '', state: null, carType: null, sort: 'days', dir: 'asc', page: 1 };

type Params = { get(name: string): string | null };

const positiveInt = (value: string | null, max: number): number | null => {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n >= 1 && n <= max ? n : null;
};

export function readStockQuery(params: Params): StockListQuery {
  const state = params.get('state') ?? '';
  const carType = params.get('type') ?? '';
  const sort = params.get('sort') ?? '';
  const dir = params.get('dir');
  return {
    dealershipId: positiveInt(params.get('dealership'), 2_147_483_647),
    q: (params.get('q') ?? '').trim().slice(0, QUERY_MAX),
    state: isStockState(state) ? state : null,
    carType: (CAR_TYPES as readonly string[]).includes(carType) ? (carType as CarType) : null,
    sort: (STOCK_SORTS as readonly string[]).includes(sort) ? (sort as StockSort) : DEFAULT_STOCK_QUERY.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_STOCK_QUERY.dir,
    page: positiveInt(params.get('page'), PAGE_MAX) ?? 1,
  };
}

/** The query string of a view, leaving out what is the default; `change` is applied first. */
export function stockQueryString(query: StockListQuery, change: Partial<StockListQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.dealershipId !== null) params.set('dealership', String(next.dealershipId));
  if (next.q) params.set('q', next.q);
  if (next.state) params.set('state', next.state);
  if (next.carType) params.set('type', next.carType);
  if (next.sort !== DEFAULT_STOCK_QUERY.sort || next.dir !== DEFAULT_STOCK_QUERY.dir) {
    params.set('sort', next.sort);
    params.set('dir', next.dir);
  }
  if (next.page > 1) params.set('page', String(next.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function pageCount(total: number): number {
  return Math.min(PAGE_MAX, Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE)));
}
