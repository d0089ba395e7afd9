import type { Db } from '../../src/db/client';
import { cliDatabase } from '../lib/cli-database';
import { operatorPost } from '../lib/operator-client';

/** The key listings' time fields, which travel as ISO text when the server does the work. */
const DATE_FIELDS = new Set(['createdAt', 'lastUsedAt', 'revokedAt']);

function revived(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revived);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, DATE_FIELDS.has(key) && typeof field === 'string' ? new Date(field) : revived(field)]),
  );
}

/**
 * Runs one key command where the data is (scripts/lib/cli-database.ts, decision 019): on the
 * embedded database held by a running server it is handed to that server's operator endpoint,
 * so a key is issued or revoked with no downtime; otherwise it opens the database itself. Any
 * failure becomes one line on stderr and exit code 1.
 */
export async function runKeyCommand<T>(
  name: string,
  handOver: { path: string; body: Record<string, unknown> },
  direct: (db: Db) => Promise<T>,
  print: (result: T) => void,
): Promise<void> {
  try {
    const db = await cliDatabase((line) => console.error(line));
    if (db.kind === 'handover') {
      // The operator endpoint answers what `direct` returns, with its dates as text.
      print(revived(await operatorPost<unknown>(handOver.path, handOver.body)) as T);
      return;
    }
    try {
      print(await direct(db.handle.db));
    } finally {
      await db.close();
    }
  } catch (error) {
    console.error(`[${name}] ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
