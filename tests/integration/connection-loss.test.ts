import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { openTestDatabase } from '../support/test-db';

/**
 * A PostgreSQL server that ends idle connections (a restart, a failover, an administrator) must not
 * crash the app: the pool hears the error, and the next query gets a fresh connection.
 */
describe.skipIf(!process.env.DATABASE_URL)('losing idle connections to PostgreSQL', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    handle = await openTestDatabase();
    process.on('uncaughtException', record);
  });

  afterAll(async () => {
    process.off('uncaughtException', record);
    await handle?.drop();
  });

  it('survives the server terminating every idle connection, and queries again', async () => {
    await queryRows(handle.db, sql`select 1`);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    const [{ db: name }] = (await queryRows<{ db: string }>(handle.db, sql`select current_database() as db`)) as [{ db: string }];
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    await admin.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(uncaught).toEqual([]);
    const again = await queryRows<{ one: number }>(handle.db, sql`select 1 as one`);
    expect(again).toEqual([{ one: 1 }]);
  });
});
