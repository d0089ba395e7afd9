import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Rows of a raw SQL query. Both drivers answer `execute` with an object holding `rows`, but the
 * shared PgDatabase type cannot say so, hence the one cast here instead of at every call.
 */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
