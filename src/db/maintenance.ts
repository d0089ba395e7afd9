import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Refreshes planner statistics and the visibility map after a bulk load. A PostgreSQL server's
 * autovacuum would get there in its own time; the embedded engine has no autovacuum, and its
 * searches run about a third slower until this has run.
 */
export async function vacuumAnalyze(db: Db): Promise<void> {
  await db.execute(sql`vacuum analyze`);
}
