import { openDatabase } from '../src/db/client';
import { vacuumAnalyze } from '../src/db/maintenance';
import { migrate } from '../src/db/migrate';
import { env } from '../src/env';
import { clearDatabase, isSeeded } from '../src/seed/load';
import { referenceDate } from '../src/seed/reference-date';
import { seedDemoNetwork } from '../src/seed/seed-network';

/**
 * `npm run db:seed` seeds the demo network into an empty database; `npm run db:reset` (--reset)
 * replaces all data with a fresh one. On PostgreSQL either needs `--demo` (or SEED_DEMO=1): a
 * server database is a production's, and the demo goes there only when asked for by name.
 */
const reset = process.argv.includes('--reset');
const demoAsked = process.argv.includes('--demo') || env().SEED_DEMO === '1';
const handle = await openDatabase();
try {
  await migrate(handle);
  if (handle.engine === 'postgres' && !demoAsked) {
    console.error(`[db] this is a PostgreSQL database: add --demo to ${reset ? 'replace all its data with' : 'seed it with'} the demo network (npm run ${reset ? 'db:reset' : 'db:seed'} -- --demo)`);
    process.exitCode = 2;
  } else {
    if (reset) await clearDatabase(handle.db);
    if (!reset && (await isSeeded(handle.db))) {
      console.log('[db] already seeded; use npm run db:reset to rebuild the demo data');
    } else {
      const date = referenceDate(env().SEED_REFERENCE_DATE);
      const started = Date.now();
      await seedDemoNetwork(handle.db, date, { hostileReviewSites: env().SEED_HOSTILE_REVIEWS });
      await vacuumAnalyze(handle.db);
      console.log(`[db] demo network for ${date} loaded on ${handle.engine} in ${Date.now() - started} ms`);
    }
  }
} catch (error) {
  console.error(`[db] ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
