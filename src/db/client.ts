import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '../env';
import { DatabaseUnavailableError } from '../lib/errors';
import { log } from '../lib/log';
import { acquireDataDirLock } from './data-dir-lock';
import { PLANNED_POOL_SIZE, PLANNED_SESSION_OPTIONS, registerPlannedPool } from './planned-pool';
import * as schema from './schema';

type Schema = typeof schema;
/** The common type of the PGlite and node-postgres drizzle databases: queries are written once for both. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = { db: Db; engine: 'pglite' | 'postgres'; close: () => Promise<void> };

/** `loadDataDir`: a PGlite data directory dumped earlier (`dumpDataDir`), to start from instead of an empty one. */
type Options = { databaseUrl?: string; dataDir?: string; loadDataDir?: Blob };

/**
 * PGlite's WebAssembly memory only grows: PostgreSQL's default 128 MB of shared buffers, once read
 * full, stayed resident in the server for its whole life (issue 30). Pages beyond these are read
 * again from the operating system's file cache, which no process is charged for.
 */
const PGLITE_MEMORY = ['-c', 'shared_buffers=32MB'];

/**
 * Text search takes a vocabulary word as a typo of the query word from this trigram similarity
 * (pg_trgm's default 0.3 lets unrelated short words through; 0.45 still forgives one dropped or
 * swapped letter in a seven-letter model name).
 */
const TYPO_TOLERANCE = 'pg_trgm.similarity_threshold=0.45';

/**
 * Opens the database named by the environment: a PostgreSQL server when DATABASE_URL is set,
 * otherwise the embedded PGlite directory (locked to this process).
 */
export async function openDatabase(options: Options = {}): Promise<DbHandle> {
  if (process.env.NEXT_PHASE === 'phase-production-build') {
    // Build workers run in parallel; opening the embedded directory there would race the server.
    throw new DatabaseUnavailableError('The database is not opened during next build.');
  }
  // An explicit option wins over the environment: a caller asking for a data directory gets PGlite.
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  if (options.dataDir) return openPglite(options.dataDir, options.loadDataDir);
  const databaseUrl = env().DATABASE_URL;
  return databaseUrl ? openPostgres(databaseUrl) : openPglite(env().PGLITE_DIR);
}

async function openPostgres(url: string): Promise<DbHandle> {
  const [{ drizzle }, { default: pg }] = await Promise.all([import('drizzle-orm/node-postgres'), import('pg')]);
  const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c ${TYPO_TOLERANCE}` });
  // Connects on first use; queryPlanned (src/db/prepared.ts) finds it through the main pool.
  const planned = new pg.Pool({ connectionString: url, max: PLANNED_POOL_SIZE, options: `-c ${TYPO_TOLERANCE} ${PLANNED_SESSION_OPTIONS}` });
  // An idle connection the server ends (a restart, a failover, an administrator) is reported on its
  // pool; unheard, node-postgres throws it as an uncaught exception. The pool opens a new one when asked.
  for (const p of [pool, planned]) {
    p.on('error', (err: Error & { code?: string }) => log.warn({ code: err.code, reason: err.message }, 'an idle database connection was closed by the server'));
  }
  const close = () => Promise.all([pool.end(), planned.end()]).then(() => undefined);
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await close();
    throw new DatabaseUnavailableError(`Cannot connect to the PostgreSQL server: ${(error as Error).message}`);
  }
  registerPlannedPool(pool, planned);
  return { db: drizzle({ client: pool, schema, casing: 'snake_case' }), engine: 'postgres', close };
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<DbHandle> {
  // memory:// databases (tests, benchmarks) belong to this process alone and need no lock.
  const release = dataDir.startsWith('memory://') ? () => {} : acquireDataDirLock(dataDir);
  try {
    const [{ PGlite }, { pg_trgm }, { drizzle }] = await Promise.all([
      import('@electric-sql/pglite'),
      import('@electric-sql/pglite/contrib/pg_trgm'),
      import('drizzle-orm/pglite'),
    ]);
    const client = await PGlite.create({ dataDir, loadDataDir, extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY] });
    await client.exec(`set ${TYPO_TOLERANCE.replace('=', ' = ')}`);
    return {
      db: drizzle({ client, schema, casing: 'snake_case' }),
      engine: 'pglite',
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(`Cannot open the embedded database ${dataDir}: ${(error as Error).message}`);
  }
}
