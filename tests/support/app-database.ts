import { afterAll, beforeAll } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { forgetSiteDirectory } from '../../src/site/directory';
import { openSeededTestDatabase, type TestDatabase } from './test-db';

/** The key src/db/index.ts keeps the app's database under, so getDb() answers with a test's own. */
const DB_KEY = Symbol.for('forecourt.db');
const holder = globalThis as { [DB_KEY]?: Promise<DbHandle> };

/**
 * Inside a describe: a seeded demo database (tests/support/seeded-template.ts) of the file's own that the app's getDb() answers with,
 * and the site directory's cache emptied before and after. The getter reads it in a test.
 */
export function useSeededAppDatabase(): () => TestDatabase {
  let handle: TestDatabase | undefined;
  beforeAll(async () => {
    handle = await openSeededTestDatabase();
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
