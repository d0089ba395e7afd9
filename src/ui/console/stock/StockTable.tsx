'use client';

import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import Link from 'next/link';
import type { FormState } from '@/domain/console/form-state';
import { stockQueryString, type StockListQuery, type StockSort } from '@/domain/console/stock-list';
import { STOCK_STATE_LABELS, type StockState } from '@/domain/console/stock-status';
import { QuickPrice, QuickState } from './QuickEdits';

export type StockTableItem = {
  id: number;
  stocknum: string;
  title: string;
  image: string | null;
  price: number;
  state: StockState;
  days: number;
  views: number;
  leads: number;
};

type QuickAction = (carId: number, state: FormState<{ at: number }>, form: FormData) => Promise<FormState<{ at: number }>>;

const column = createColumnHelper<StockTableItem>();

/** Columns the server sorts by, with the URL's name for each. */
const SORTABLE: Partial<Record<string, StockSort>> = { stocknum: 'stocknum', title: 'year', price: 'price', days: 'days' };

function SortHeader({ label, sort, query }: { label: string; sort: StockSort; query: StockListQuery }) {
  const active = query.sort === sort;
  const next = active && query.dir === 'asc' ? 'desc' : 'asc';
  const arrow = active ? (query.dir === 'asc' ? ' ▲' : ' ▼') : '';
  return (
    <Link href={`/console/stock${stockQueryString(query, { sort, dir: next, page: 1 })}`} className="stock-sort">
      {label}
      <span aria-hidden="true">{arrow}</span>
      {active ? <span className="visually-hidden">{query.dir === 'asc' ? ', sorted ascending' : ', sorted descending'}</span> : null}
    </Link>
  );
}

/** What the cells need besides the row: whether to offer quick edits, and the actions that make them. */
type TableMeta = { canWrite: boolean; quickPrice: QuickAction; quickState: QuickAction };

const metaOf = (options: { meta?: unknown }) => options.meta as TableMeta;

/**
 * The columns, made once: a cell renderer made anew per render would be a new component to React,
 * which would remount the quick-edit forms after each save and lose their "Saved" note.
 */
const COLUMNS = [
  column.accessor('image', {
    header: () => <span className="visually-hidden">Photo</span>,
    cell: (info) =>
      info.getValue() ? <img src={info.getValue() ?? ''} alt="" width={72} height={54} className="stock-photo" loading="lazy" /> : <span className="stock-photo stock-photo-none" />,
  }),
  column.accessor('stocknum', { header: 'Stock no.', cell: (info) => <Link href={`/console/stock/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('title', { header: 'Car', cell: (info) => <Link href={`/console/stock/${info.row.original.id}`}>{info.getValue()}</Link> }),
  column.accessor('price', {
    header: 'Price',
    cell: (info) => {
      const meta = metaOf(info.table.options);
      if (meta.canWrite) return <QuickPrice carId={info.row.original.id} price={info.getValue()} label={`Price of ${info.row.original.stocknum}`} action={meta.quickPrice} />;
      return info.getValue() > 0 ? `$${info.getValue().toLocaleString('en-AU')}` : 'POA';
    },
  }),
  column.accessor('state', {
    header: 'Status',
    cell: (info) => {
      const meta = metaOf(info.table.options);
      if (meta.canWrite) return <QuickState carId={info.row.original.id} state={info.getValue()} label={`Status of ${info.row.original.stocknum}`} action={meta.quickState} />;
      return STOCK_STATE_LABELS[info.getValue()];
    },
  }),
  column.accessor('days', { header: 'Days in stock' }),
  column.accessor('views', { header: 'Views' }),
  column.accessor('leads', { header: 'Leads' }),
];

/**
 * The stock table (TanStack Table, headless): the server filters, sorts and pages, so the table's
 * sorting and paging are manual and follow the URL; price and status are edited in place by
 * server actions when the staff member may write.
 */
export function StockTable({
  items,
  query,
  canWrite,
  quickPrice,
  quickState,
}: {
  items: StockTableItem[];
  query: StockListQuery;
  canWrite: boolean;
  quickPrice: QuickAction;
  quickState: QuickAction;
}) {
  // The server sorts and pages (the URL holds both); the table lays out the rows it is given.
  // eslint-disable-next-line react-hooks/incompatible-library -- rendered afresh from the server's rows: nothing memoizes the table.
  const table = useReactTable({
    data: items,
    columns: COLUMNS,
    meta: { canWrite, quickPrice, quickState } satisfies TableMeta,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    getRowId: (row) => String(row.id),
  });
  const headerLabel: Record<string, string> = { stocknum: 'Stock no.', title: 'Car', price: 'Price', days: 'Days in stock' };

  return (
    <div className="console-table-wrap">
      <table className="console-table stock-table">
        <caption className="visually-hidden">Cars in stock</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sort = SORTABLE[header.column.id];
                const active = sort !== undefined && query.sort === sort;
                return (
                  <th key={header.id} scope="col" aria-sort={active ? (query.dir === 'asc' ? 'ascending' : 'descending') : undefined} className={`stock-col-${header.column.id}`}>
                    {sort ? <SortHeader label={headerLabel[header.column.id] ?? header.column.id} sort={sort} query={query} /> : flexRender(header.column.columnDef.header, header.getContext())}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id} className={`stock-col-${cell.column.id}`}>
                  {flexRender(cell.column.columnDef.cell, cell.getContext())}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
