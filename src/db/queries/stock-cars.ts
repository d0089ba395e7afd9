import { sql, type SQL } from 'drizzle-orm';
import type { CarField, CarFields } from '../../domain/car-merge';
import type { CarWrite } from '../../domain/validation/car-input';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { soldDate } from './sold-date';

/**
 * The one write path for a dealer's cars by stock number: the dealer API writes one car, the
 * stock feed import a thousand at a time. Writers read the stored cars first (storedCars) and
 * merge what they were sent into them (src/domain/car-merge.ts), so every write here is of
 * whole cars. Each batch travels as one jsonb parameter unpacked by
 * jsonb_to_recordset: one statement and one parameter per batch whatever its size, which keeps
 * far under PostgreSQL's parameter limit and costs the same on PGlite and a server.
 */

export type WrittenCar = { id: number; slug: string; stocknum: string; status: string; reserved: boolean; soldAt: Date | null; updatedAt: Date };

const COLUMN_TYPES: Record<CarField, string> = {
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

const COLUMNS = Object.keys(COLUMN_TYPES) as CarField[];

const RECORD = sql.raw(`v(stocknum text, slug text, ${COLUMNS.map((c) => `${c} ${COLUMN_TYPES[c]}`).join(', ')})`);
const batch = (cars: readonly CarWrite[]): SQL => sql`jsonb_to_recordset(${JSON.stringify(cars)}::jsonb) as ${RECORD}`;
const RETURNING = sql.raw('c.id, c.slug, c.stocknum, c.status, c.reserved, c.sold_at as "soldAt", c.updated_at as "updatedAt"');

type Row = WrittenCar & { soldAt: Date | string | null; updatedAt: Date | string };
const written = (rows: Row[]): WrittenCar[] =>
  rows.map((r) => ({ id: r.id, slug: r.slug, stocknum: r.stocknum, status: r.status, reserved: r.reserved, soldAt: r.soldAt === null ? null : new Date(r.soldAt), updatedAt: new Date(r.updatedAt) }));

type StoredRow = CarFields & { stocknum: string };

/**
 * The dealership's stored cars among these stock numbers, locked until the writer's transaction
 * ends so that no other writer changes them between the read and the merged write. A dry run,
 * which writes nothing, reads them without the lock.
 */
export async function storedCars(db: Db, dealershipId: number, stocknums: readonly string[], { lock = true } = {}): Promise<Map<string, CarFields>> {
  if (stocknums.length === 0) return new Map();
  const rows = await queryRows<StoredRow>(
    db,
    sql`select stocknum, ${sql.raw(COLUMNS.join(', '))} from cars
      where dealership_id = ${dealershipId} and stocknum in (select jsonb_array_elements_text(${JSON.stringify(stocknums)}::jsonb))
      ${lock ? sql`for update` : sql``}`,
  );
  return new Map(rows.map(({ stocknum, ...car }) => [stocknum, car]));
}

/** A car's identity and listing state besides its written fields, for the console's editor. */
export type StoredCarById = {
  id: number;
  dealershipId: number;
  stocknum: string;
  slug: string;
  soldAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  fields: CarFields;
};

/** One car by id with every field a writer sets, whichever dealership it belongs to: the caller checks that. */
export async function storedCarById(db: Db, id: number): Promise<StoredCarById | null> {
  const [row] = await queryRows<StoredRow & { id: number; dealership_id: number; slug: string; sold_at: Date | string | null; created_at: Date | string; updated_at: Date | string }>(
    db,
    sql`select id, dealership_id, slug, sold_at, created_at, updated_at, stocknum, ${sql.raw(COLUMNS.join(', '))} from cars where id = ${id}`,
  );
  if (!row) return null;
  const { id: carId, dealership_id: dealershipId, slug, sold_at: soldAt, created_at: createdAt, updated_at: updatedAt, stocknum, ...fields } = row;
  return {
    id: carId,
    dealershipId,
    stocknum,
    slug,
    soldAt: soldAt === null ? null : new Date(soldAt),
    createdAt: new Date(createdAt),
    updatedAt: new Date(updatedAt),
    fields,
  };
}

/**
 * Creates or updates the dealership's cars by stock number, in one statement per batch, and
 * answers what was added and what really changed.
 *
 * - The batch is unpacked once (a materialized CTE): its JSON parse and each row's lookup of its
 *   car were, as two statements, done twice per batch. Each row finds its car through the
 *   (dealership, stock number) index: joined plainly, the planner, which guesses 100 rows for a
 *   recordset, hashed every car of the dealership for every batch.
 * - An existing car is written only when a column really differs, so a daily feed that
 *   repeats yesterday's stock changes nothing and expires nothing. Turning sold records the sold
 *   date once; leaving sold clears it. The slug (so the URL) stays.
 * - A new car whose slug another car already has (another dealer's car with the same stock number
 *   and model) gets the dealership id appended, since slugs are unique across the installation.
 *   A car another writer inserted meanwhile is left to it.
 */
export async function writeStockCars(db: Db, dealershipId: number, cars: readonly CarWrite[]): Promise<{ added: WrittenCar[]; updated: WrittenCar[] }> {
  if (cars.length === 0) return { added: [], updated: [] };
  const assignments = sql.join(
    [...COLUMNS.map((c) => sql.raw(`${c} = v.${c}`)), sql`sold_at = ${soldDate(sql`v.status`, sql`c.sold_at`)}`, sql`updated_at = now()`],
    sql`, `,
  );
  const before = sql.raw(COLUMNS.map((c) => `c.${c}`).join(', '));
  const after = sql.raw(COLUMNS.map((c) => `v.${c}`).join(', '));
  const rows = await queryRows<Row & { change: 'added' | 'updated' }>(
    db,
    sql`with v as materialized (
        select v.*, (select o.id from cars o where o.dealership_id = ${dealershipId} and o.stocknum = v.stocknum) as car_id from ${batch(cars)}
      ),
      updated as (
        update cars c set ${assignments} from v
        where c.id = v.car_id and (${before}) is distinct from (${after})
        returning ${RETURNING}
      ),
      added as (
        insert into cars as c (dealership_id, stocknum, slug, ${sql.raw(COLUMNS.join(', '))}, sold_at)
        select ${dealershipId}, v.stocknum,
          case when exists (select 1 from cars o where o.slug = v.slug) then v.slug || '-' || ${dealershipId} else v.slug end,
          ${sql.raw(COLUMNS.map((c) => `v.${c}`).join(', '))}, ${soldDate(sql`v.status`)}
        from v where v.car_id is null
        on conflict (dealership_id, stocknum) do nothing
        returning ${RETURNING}
      )
      select 'updated' as change, * from updated union all select 'added', * from added`,
  );
  const of = (change: 'added' | 'updated') => written(rows.filter((r) => r.change === change));
  return { added: of('added'), updated: of('updated') };
}
