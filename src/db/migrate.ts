import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { DatabaseUnavailableError } from '../lib/errors';
import type { DbHandle } from './client';
import { queryRows } from './rows';

export const MIGRATIONS_DIR = path.join(process.cwd(), 'src/db/migrations');

type Journal = { entries: { idx: number; when: number; tag: string }[] };

function journal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as Journal;
}

export type SchemaState = { applied: number; known: number; newest: string | undefined };

/**
 * Compares the migrations recorded in the database with the ones this code ships.
 * A database migrated by newer code is refused: running old code on it would corrupt data.
 */
export async function schemaState(handle: DbHandle): Promise<SchemaState> {
  const entries = journal().entries;
  const [exists] = await queryRows<{ present: boolean }>(
    handle.db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!exists?.present) return { applied: 0, known: entries.length, newest: entries.at(-1)?.tag };
  const rows = await queryRows<{ created_at: string }>(
    handle.db,
    sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
  );
  const knownTimes = new Set(entries.map((e) => String(e.when)));
  const unknown = rows.filter((r) => !knownTimes.has(String(r.created_at)));
  if (unknown.length > 0) {
    throw new DatabaseUnavailableError(
      `The database has ${unknown.length} migration(s) newer than this code; upgrade the code or use another database.`,
    );
  }
  return { applied: rows.length, known: entries.length, newest: entries.at(-1)?.tag };
}

/**
 * The advisory lock every migrating process takes on a PostgreSQL server: several machines
 * starting together (or a deploy's `npm run db:migrate` beside a start) apply the migrations one
 * after the other, and each later one finds them applied. Any fixed 64-bit number works; this is
 * "forecourt" in ASCII, so another application's lock on the same server is unlikely to meet it.
 */
const MIGRATION_LOCK_KEY = 0x666f726563n;

async function applyPending(handle: DbHandle): Promise<number> {
  const before = await schemaState(handle);
  if (before.applied === before.known) return 0;
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.engine === 'pglite') {
    const { migrate: run } = await import('drizzle-orm/pglite/migrator');
    await run(handle.db as Parameters<typeof run>[0], config);
  } else {
    const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
    await run(handle.db as Parameters<typeof run>[0], config);
  }
  return before.known - before.applied;
}

/**
 * Applies the committed migrations with the engine's own drizzle migrator. On PostgreSQL under
 * MIGRATION_LOCK_KEY, held by one connection of its own for the whole run (a session lock: it is
 * released when that connection ends, so a process killed mid-migration frees it); the embedded
 * database has one process, so nothing to lock.
 */
export async function migrate(handle: DbHandle): Promise<number> {
  if (handle.engine === 'pglite') return applyPending(handle);
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await applyPending(handle);
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    holder.release();
  }
}

export async function assertSchemaCurrent(handle: DbHandle): Promise<void> {
  const state = await schemaState(handle);
  if (state.applied < state.known) {
    throw new DatabaseUnavailableError(
      `The database is ${state.known - state.applied} migration(s) behind this code; run npm run db:migrate.`,
    );
  }
}
