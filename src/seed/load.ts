import { getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/rows';
import * as schema from '../db/schema';
import type { DemoCatalogue, DemoStock } from './types';

/** Rows per INSERT: ~500 keeps the widest table (cars) far under PostgreSQL's 65,535 parameters. */
const BATCH_SIZE = 500;

type NetworkRows = DemoCatalogue & DemoStock;

/** Where each generated array goes. */
const TARGETS: { [K in keyof NetworkRows]: Table } = {
  manufacturers: schema.manufacturers,
  models: schema.models,
  cars: schema.cars,
  reviews: schema.reviews,
  users: schema.users,
  watchlistEntries: schema.watchlistEntries,
  reservations: schema.reservations,
};

/** Tables keyed by (user, car) have no identity to reset. */
const WITHOUT_ID: ReadonlySet<keyof NetworkRows> = new Set(['watchlistEntries']);

/** Every table of the schema, including the ones the demo network leaves empty (leads). */
const ALL_TABLES: Table[] = [
  schema.staffSessions,
  schema.staffSignInCodes,
  schema.staffSignUpDomains,
  schema.staffMemberships,
  schema.staff,
  schema.auditLog,
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
    // The rows were typed against this very table in DemoCatalogue/DemoStock; the mapped TARGETS lose that link.
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

/** Inserts one generated array into its table, keeping the rows' ids. */
export async function loadNetworkRows<K extends keyof NetworkRows>(db: Executor, key: K, rows: NetworkRows[K]): Promise<void> {
  const table = TARGETS[key];
  await insertAll(db, table, rows);
  if (!WITHOUT_ID.has(key)) await resetIdentity(db, table);
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
