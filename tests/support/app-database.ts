import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { forgetSiteDirectory } from '../../src/site/directory';
import { openTestDatabase } from './test-db';

/** The key src/db/index.ts keeps the app's database under, so getDb() answers with a test's own. */
const DB_KEY = Symbol.for('forecourt.db');
const holder = globalThis as { [DB_KEY]?: Promise<DbHandle> };

/**
 * Inside a describe: a seeded demo database of the file's own that the app's getDb() answers with,
 * and the site directory's cache emptied before and after. The getter reads it in a test.
 */
export function useSeededAppDatabase(referenceDate = '2026-11-23'): () => Awaited<ReturnType<typeof openTestDatabase>> {
  let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
    await seedDemoNetwork(handle.db, referenceDate);
    holder[DB_KEY] = Promise.resolve(handle);
    forgetSiteDirectory();
  });
  afterAll(async () => {
    holder[DB_KEY] = undefined;
    forgetSiteDirectory();
    await handle?.drop();
  });
  return () => {
    if (!handle) throw new Error('the seeded app database is opened in beforeAll');
    return handle;
  };
}
