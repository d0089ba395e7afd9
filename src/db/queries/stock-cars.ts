import { sql, type SQL } from 'drizzle-orm';
import type { CarWrite, CarWriteColumn } from '../../domain/validation/car-input';
import type { Db } from '../client';
import { queryRows } from '../rows';

/**
 * The one write path for a dealer's cars by stock number: the dealer API writes one car, the
 * stock feed import a thousand at a time. Each batch travels as one jsonb parameter unpacked by
 * jsonb_to_recordset: one statement and one parameter per batch whatever its size, which keeps
 * far under PostgreSQL's parameter limit and costs the same on PGlite and a server.
 */

export type WrittenCar = { id: number; slug: string; stocknum: string; status: string; reserved: boolean; soldAt: Date | null; updatedAt: Date };

const COLUMN_TYPES: Record<CarWriteColumn, string> = {
  location_id: 'int',
  name: 'text',
  make: 'text',
  model: 'text',
  badge: 'text',
  series: 'text',
  year: 'int',
  km: 'int',
  vin: 'text',
  price: 'int',
  before_price: 'int',
  subscription_price: 'int',
  car_type: 'text',
  item_type: 'text',
  status: 'text',
  reserved: 'boolean',
  reservable: 'boolean',
  preorder: 'boolean',
  certified: 'boolean',
  show_on_dealer_website: 'boolean',
  tag: 'text',
  simple_body: 'text',
  simple_fuel: 'text',
  simple_drive: 'text',
  transmission: 'text',
  colour: 'text',
  seats: 'int',
  categories: 'text[]',
  features: 'text[]',
  description: 'text',
  images: 'jsonb',
};

const COLUMNS = Object.keys(COLUMN_TYPES) as CarWriteColumn[];
/** Null from the writer means 'keep the car's own' (a new car: the column default). */
const KEEP_WHEN_NULL: Partial<Record<CarWriteColumn, string>> = { reserved: 'false', show_on_dealer_website: 'true' };

const RECORD = sql.raw(`v(stocknum text, slug text, ${COLUMNS.map((c) => `${c} ${COLUMN_TYPES[c]}`).join(', ')})`);
const batch = (cars: readonly CarWrite[]): SQL => sql`jsonb_to_recordset(${JSON.stringify(cars)}::jsonb) as ${RECORD}`;
const RETURNING = sql.raw('c.id, c.slug, c.stocknum, c.status, c.reserved, c.sold_at as "soldAt", c.updated_at as "updatedAt"');

type Row = WrittenCar & { soldAt: Date | string | null; updatedAt: Date | string };
const written = (rows: Row[]): WrittenCar[] => rows.map((r) => ({ ...r, soldAt: r.soldAt === null ? null : new Date(r.soldAt), updatedAt: new Date(r.updatedAt) }));

/**
 * Writes the described columns over the dealership's cars with these stock numbers, and answers
 * the cars that really changed: a car whose described columns already match is not touched, so a
 * daily feed that repeats yesterday's stock changes nothing and expires nothing. Turning sold
 * records the sold date once; leaving sold clears it. The slug (so the URL) stays.
 */
async function updateCars(db: Db, dealershipId: number, cars: readonly CarWrite[], describes: readonly CarWriteColumn[]): Promise<WrittenCar[]> {
  const incoming = (c: CarWriteColumn) => (KEEP_WHEN_NULL[c] ? `coalesce(v.${c}, c.${c})` : `v.${c}`);
  const assignments = sql.raw(
    [...describes.map((c) => `${c} = ${incoming(c)}`), "sold_at = case when v.status = 'sold' then coalesce(c.sold_at, now()) end", 'updated_at = now()'].join(', '),
  );
  const before = sql.raw(describes.map((c) => `c.${c}`).join(', '));
  const after = sql.raw(describes.map(incoming).join(', '));
  // Each row finds its car through the (dealership, stock number) index. Joined plainly, the
  // planner, which guesses 100 rows for a recordset, hashed every car of the dealership for every
  // batch: a 100,000-car feed read its whole stock a hundred times.
  const rows = await queryRows<Row>(
    db,
    sql`update cars c set ${assignments}
      from (select v.*, (select o.id from cars o where o.dealership_id = ${dealershipId} and o.stocknum = v.stocknum) as car_id from ${batch(cars)}) v
      where c.id = v.car_id and (${before}) is distinct from (${after})
      returning ${RETURNING}`,
  );
  return written(rows);
}

/**
 * Inserts the cars the dealership does not have yet. A slug another car already has (another
 * dealer's car with the same stock number and model) gets the dealership id appended, since slugs
 * are unique across the installation. A car another writer inserted meanwhile is left to it.
 */
async function insertCars(db: Db, dealershipId: number, cars: readonly CarWrite[]): Promise<WrittenCar[]> {
  const value = (c: CarWriteColumn) => (KEEP_WHEN_NULL[c] ? `coalesce(v.${c}, ${KEEP_WHEN_NULL[c]})` : `v.${c}`);
  const rows = await queryRows<Row>(
    db,
    sql`insert into cars as c (dealership_id, stocknum, slug, ${sql.raw(COLUMNS.join(', '))}, sold_at)
      select ${dealershipId}, v.stocknum,
        case when exists (select 1 from cars o where o.slug = v.slug) then v.slug || '-' || ${dealershipId} else v.slug end,
        ${sql.raw(COLUMNS.map(value).join(', '))}, case when v.status = 'sold' then now() end
      from ${batch(cars)}
      -- A scalar lookup per row, by index, for the reason given at the update.
      where (select o.id from cars o where o.dealership_id = ${dealershipId} and o.stocknum = v.stocknum) is null
      on conflict (dealership_id, stocknum) do nothing
      returning ${RETURNING}`,
  );
  return written(rows);
}

/** Creates or updates the dealership's cars by stock number: what was added, and what changed. */
export async function writeStockCars(
  db: Db,
  dealershipId: number,
  cars: readonly CarWrite[],
  describes: readonly CarWriteColumn[],
): Promise<{ added: WrittenCar[]; updated: WrittenCar[] }> {
  if (cars.length === 0) return { added: [], updated: [] };
  const updated = await updateCars(db, dealershipId, cars, describes);
  const added = await insertCars(db, dealershipId, cars);
  return { added, updated };
}
