import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import * as schema from '../db/schema';
import type { DemoNetwork } from './types';

/** Rows per INSERT: ~500 keeps the widest table (cars) far under PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 500;

/** Where each network array goes, in foreign-key order; `hasId` tables get their identity reset. */
const TARGETS: { [K in keyof DemoNetwork]: { table: Table; hasId: boolean } } = {
  websites: { table: schema.websites, hasId: true },
  dealerships: { table: schema.dealerships, hasId: true },
  dealershipWebsites: { table: schema.dealershipWebsites, hasId: false },
  locations: { table: schema.locations, hasId: true },
  openingHours: { table: schema.openingHours, hasId: true },
  specialHours: { table: schema.specialHours, hasId: true },
  manufacturers: { table: schema.manufacturers, hasId: true },
  models: { table: schema.models, hasId: true },
  cars: { table: schema.cars, hasId: true },
  reviews: { table: schema.reviews, hasId: true },
  users: { table: schema.users, hasId: true },
  watchlistEntries: { table: schema.watchlistEntries, hasId: false },
  reservations: { table: schema.reservations, hasId: true },
  leadDestinations: { table: schema.leadDestinations, hasId: true },
};

/** Every table of the schema, including the ones the demo network leaves empty (leads). */
const ALL_TABLES: Table[] = [
  schema.leadDeliveries,
  schema.leadFiles,
  schema.leads,
  schema.leadDestinations,
  schema.reservations,
  schema.watchlistEntries,
  schema.users,
  schema.reviews,
  schema.cars,
  schema.models,
  schema.manufacturers,
  schema.specialHours,
  schema.openingHours,
  schema.locations,
  schema.dealershipWebsites,
  schema.dealerships,
  schema.websites,
];

type Executor = Pick<Db, 'insert' | 'execute'>;

async function insertAll(db: Executor, table: Table, rows: readonly object[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    // The rows were typed against this very table in DemoNetwork; the mapped TARGETS lose that link.
    await db.insert(table).values(rows.slice(start, start + BATCH_SIZE) as never);
  }
}

/** Moves an identity sequence past the explicit ids just inserted, so later plain inserts succeed. */
async function resetIdentity(db: Executor, table: Table): Promise<void> {
  const name = getTableName(table);
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${name}, 'id'), coalesce(max(id), 0) + 1, false) from ${sql.identifier(name)}`,
  );
}

/** Inserts one array of the network into its table, keeping the rows' ids. */
export async function loadNetworkRows<K extends keyof DemoNetwork>(db: Executor, key: K, rows: DemoNetwork[K]): Promise<void> {
  const { table, hasId } = TARGETS[key];
  await insertAll(db, table, rows);
  if (hasId) await resetIdentity(db, table);
}

/** Inserts the whole network in one transaction: a failure leaves the database as it was. */
export async function loadDemoNetwork(db: Db, network: DemoNetwork): Promise<void> {
  await db.transaction(async (tx) => {
    for (const key of Object.keys(TARGETS) as (keyof DemoNetwork)[]) await loadNetworkRows(tx, key, network[key]);
  });
}

export async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await queryRows<{ seeded: boolean }>(db, sql`select exists (select 1 from ${schema.websites}) as seeded`);
  return row?.seeded === true;
}

/** Empties every table and restarts every identity at 1. */
export async function clearDatabase(db: Db): Promise<void> {
  const names = ALL_TABLES.map((t) => sql.identifier(getTableName(t)));
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
}
