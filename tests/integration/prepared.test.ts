import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { queryPlanned } from '../../src/db/prepared';
import { queryRows } from '../../src/db/rows';
import { openTestDatabase } from '../support/test-db';

let handle: DbHandle & { drop: () => Promise<void> };

beforeAll(async () => {
  handle = await openTestDatabase();
});
afterAll(async () => {
  await handle.drop();
});

describe('statements planned once per shape', () => {
  const awkward = ['plain', 'with "quotes"', 'back\\slash', 'comma, and {braces}', "it's", 'NULL', ''];

  it.each([
    ['text array', sql`select v from unnest(${sql.param(awkward)}::text[]) with ordinality as t(v, n) order by n`],
    ['integer array and a number', sql`select sum(v)::int as total from unnest(${sql.param([1, 2, 3])}::int[]) v where v > ${1}`],
    ['timestamp and null', sql`select ${new Date('2026-11-20T04:00:00Z').toISOString()}::timestamptz as at, ${null}::text as nothing`],
    ['no rows', sql`select 1 as one where ${false}`],
  ])('%s: the same rows as an ordinary query, first and later runs', async (_name, query) => {
    const expected = await queryRows(handle.db, query);
    expect(await queryPlanned(handle.db, query)).toEqual(expected);
    expect(await queryPlanned(handle.db, query)).toEqual(expected);
  });

  it('leaves the session planning other statements for their values', async () => {
    await queryPlanned(handle.db, sql`select ${1}::int as one`);
    const [setting] = await queryRows<{ plan_cache_mode: string }>(handle.db, sql`show plan_cache_mode`);
    expect(setting?.plan_cache_mode).toBe('auto');
  });

  it('runs the planned statement itself with a generic plan', async () => {
    const [setting] = await queryPlanned<{ mode: string }>(handle.db, sql`select current_setting(${'plan_cache_mode'}) as mode`);
    expect(setting?.mode).toBe('force_generic_plan');
  });

  it('works from a second copy of the module, as each Next route bundle has one', async () => {
    const query = sql`select ${3}::int as three`;
    expect(await queryPlanned(handle.db, query)).toEqual([{ three: 3 }]);
    vi.resetModules();
    const copy = await import('../../src/db/prepared');
    expect(copy.queryPlanned).not.toBe(queryPlanned);
    expect(await copy.queryPlanned(handle.db, query)).toEqual([{ three: 3 }]);
  });

  it("never sees another transaction's rows: a rolled-back insert is never counted", async () => {
    await queryRows(handle.db, sql`create table pending_cars (n int)`);
    const count = sql`select count(*)::int as n from pending_cars`;
    let counted: Promise<unknown[]> = Promise.resolve([]);
    const rolledBack = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into pending_cars select generate_series(1, 100)`);
      counted = queryPlanned(handle.db, count);
      // The transaction goes on while the search waits: on the embedded engine it used to run here, inside the transaction.
      for (let i = 0; i < 20; i++) await tx.execute(sql`select count(*) from pending_cars`);
      throw new Error('the import failed');
    });
    await expect(rolledBack).rejects.toThrow('the import failed');
    expect(await counted).toEqual([{ n: 0 }]);
    expect(await queryPlanned(handle.db, count)).toEqual([{ n: 0 }]);
  });

  it('reports a bad statement as an error and keeps working', async () => {
    await expect(queryPlanned(handle.db, sql`select no_such_column from (select 1) t`)).rejects.toThrow();
    expect(await queryPlanned(handle.db, sql`select ${2}::int as two`)).toEqual([{ two: 2 }]);
  });
});
