import { openDatabase } from '../../src/db/client';
import type { Db } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';

/**
 * Runs one key command against the installation's database (DATABASE_URL, else PGLITE_DIR) and
 * turns any failure into one line on stderr and exit code 1. The embedded database is opened by
 * one process at a time: with `npm start` serving it, stop the server first (a PostgreSQL
 * database has no such limit).
 */
export async function withDatabase(name: string, command: (db: Db) => Promise<void>): Promise<void> {
  let handle: Awaited<ReturnType<typeof openDatabase>> | null = null;
  try {
    handle = await openDatabase();
    await migrate(handle);
    await command(handle.db);
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  } finally {
    await handle?.close();
  }
}
