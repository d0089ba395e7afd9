import { openDatabase } from '../src/db/client';
import { vacuumAnalyze } from '../src/db/maintenance';
import { migrate } from '../src/db/migrate';
import { env } from '../src/env';
import { isSeeded } from '../src/seed/load';
import { referenceDate } from '../src/seed/reference-date';
import { seedDemoNetwork } from '../src/seed/seed-network';

/**
 * Brings the database to this code's schema and seeds the demo network when it is empty.
 * Safe to run any number of times: a migrated, seeded database is left as it is.
 */
export async function prepareDatabase(): Promise<void> {
  const handle = await openDatabase();
  try {
    const applied = await migrate(handle);
    if (applied > 0) console.log(`[db] applied ${applied} migration(s) on ${handle.engine}`);
    if (!(await isSeeded(handle.db))) {
      const date = referenceDate(env().SEED_REFERENCE_DATE);
      const started = Date.now();
      await seedDemoNetwork(handle.db, date);
      await vacuumAnalyze(handle.db);
      console.log(`[db] seeded the demo network for ${date} in ${Date.now() - started} ms`);
    }
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  prepareDatabase().catch((error: unknown) => {
    console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
