import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import { openTestDatabase } from '../support/test-db';

/**
 * A feed update's server time was half spent calling search_count_state as a statement of its own
 * (migration 0013, docs/stock-import.md "Speed"). PostgreSQL inlines a SQL function only when its
 * body is no more volatile than the function is declared: these plans show the bodies, not the
 * calls, so a later change that makes either helper uninlinable again fails here.
 */
describe('the facet-count helpers the import triggers call are inlined', () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrate(handle);
  });
  afterAll(async () => handle.drop());

  const plan = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ 'QUERY PLAN': string }>(handle.db, sql`explain (verbose, costs off) ${query}`)).map((r) => r['QUERY PLAN']).join('\n');

  it('search_count_state', async () => {
    const text = await plan(sql`select search_count_state(c) from cars c`);
    expect(text).not.toContain('search_count_state');
    expect(text).toContain('width_bucket');
  });

  it('search_band, with the same values as before', async () => {
    const text = await plan(sql`select search_band(c.price, '{0,10000,20000}') from cars c`);
    expect(text).not.toContain('search_band');
    const [bands] = await queryRows<{ below: string | null; inside: string; top: string }>(
      handle.db,
      sql`select search_band(-1, '{0,10000,20000}') as below, search_band(10000, '{0,10000,20000}') as inside, search_band(25000, '{0,10000,20000}') as top`,
    );
    expect(bands).toEqual({ below: null, inside: '10000-20000', top: '20000-' });
  });
});
