import type { Metadata } from 'next';
import Link from 'next/link';
import { quickPrice, quickState } from '@/console/actions/stock';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { listStock } from '@/console/stock/stock-table';
import { pageCount, readStockQuery } from '@/domain/console/stock-list';
import { daysInStock, stockStateOf } from '@/domain/console/stock-status';
import { StockFilters } from '@/ui/console/stock/StockFilters';
import { StockPager } from '@/ui/console/stock/StockPager';
import { StockTable } from '@/ui/console/stock/StockTable';

export const metadata: Metadata = { title: 'Stock' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The stock table: one dealership's cars with search, filters, sort and pages in the URL. */
export default async function StockPage({ searchParams }: Props) {
  const { actor, dealership } = await requireStaffAt();
  const params = new URLSearchParams(Object.entries(await searchParams).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])));
  const asked = readStockQuery(params);
  const query = { ...asked, dealershipId: asked.dealershipId ?? dealership?.id ?? null };
  const table = await consolePage(() => listStock(actor, query));
  const now = new Date();
  const items = table.rows.map((r) => ({
    id: r.id,
    stocknum: r.stocknum,
    title: [r.year, r.make, r.model, r.badge].filter(Boolean).join(' '),
    image: r.image,
    price: r.price,
    state: stockStateOf(r),
    days: daysInStock(r.createdAt, r.soldAt, now),
    views: r.views,
    leads: r.leads,
  }));
  const name = table.dealerships.find((d) => d.id === table.dealershipId)?.name ?? '';
  return (
    <main className="console-main">
      <div className="stock-heading">
        <h1>Stock{name ? <span className="console-muted"> · {name}</span> : null}</h1>
        {table.canWrite ? (
          <p className="stock-actions">
            <Link href={`/console/stock/new?dealership=${table.dealershipId}`} className="console-button">
              Add a car
            </Link>
            <Link href="/console/stock/import" className="console-button console-button-quiet">
              Import a feed file
            </Link>
          </p>
        ) : null}
      </div>
      {params.get('deleted') ? (
        <p className="console-notice" role="status">
          The car was deleted.
        </p>
      ) : null}
      <StockFilters query={query} />
      <p className="console-muted" role="status">
        {table.total === 1 ? '1 car' : `${table.total.toLocaleString('en-AU')} cars`}
      </p>
      {items.length > 0 ? (
        <StockTable items={items} query={query} canWrite={table.canWrite} quickPrice={quickPrice} quickState={quickState} />
      ) : (
        <p>No car matches. Clear the search or filters to see every car.</p>
      )}
      <StockPager query={query} pages={pageCount(table.total)} />
    </main>
  );
}
