import path from 'node:path';
import { openDatabase } from '../src/db/client';
import { vacuumAnalyze } from '../src/db/maintenance';
import { migrate } from '../src/db/migrate';
import { demoSeedDecision, FIRST_DEALERSHIP_HINT } from '../src/domain/operations/demo-seed';
import { env } from '../src/env';
import { isSeeded } from '../src/seed/load';
import { referenceDate } from '../src/seed/reference-date';
import { seedDemoNetwork } from '../src/seed/seed-network';
import { forgetStoredPagesOfBuild } from './lib/forget-build-pages';

/**
 * Brings the database to this code's schema and seeds the demo network where it belongs: an empty
 * embedded database, or an empty PostgreSQL one with SEED_DEMO=1 (src/domain/operations/demo-seed.ts).
 * Safe to run any number of times. Answers whether the database has sites to serve.
 */
export async function prepareDatabase(): Promise<{ hasSites: boolean }> {
  const handle = await openDatabase();
  try {
    const applied = await migrate(handle);
    if (applied > 0) console.log(`[db] applied ${applied} migration(s) on ${handle.engine}`);
    const decision = demoSeedDecision({ engine: handle.engine, demoAsked: env().SEED_DEMO === '1', hasSites: await isSeeded(handle.db) });
    if (decision === 'leave-empty') {
      console.log(`[db] ${FIRST_DEALERSHIP_HINT}`);
      return { hasSites: false };
    }
    if (decision === 'seed') {
      const date = referenceDate(env().SEED_REFERENCE_DATE);
      const started = Date.now();
      await seedDemoNetwork(handle.db, date, { hostileReviewSites: env().SEED_HOSTILE_REVIEWS });
      await vacuumAnalyze(handle.db);
      console.log(`[db] seeded the demo network for ${date} in ${Date.now() - started} ms`);
      const redisUrl = env().REDIS_URL;
      if (redisUrl) await forgetStoredPagesOfBuild(path.resolve(import.meta.dirname, '..'), redisUrl);
    }
    return { hasSites: true };
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
