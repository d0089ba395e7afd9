import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
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

/** Applies the committed migrations with the engine's own drizzle migrator. */
export async function migrate(handle: DbHandle): Promise<number> {
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

export async function assertSchemaCurrent(handle: DbHandle): Promise<void> {
  const state = await schemaState(handle);
  if (state.applied < state.known) {
    throw new DatabaseUnavailableError(
      `The database is ${state.known - state.applied} migration(s) behind this code; run npm run db:migrate.`,
    );
  }
}
