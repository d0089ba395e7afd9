import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { FIRST_DEALERSHIP_HINT } from '../../src/domain/operations/demo-seed';
import { openTestDatabase } from '../support/test-db';

/**
 * A PostgreSQL database is a production's: the start's database step (scripts/prepare-db.ts, what
 * `npm start` runs) migrates it, seeds no demo into it and says how to add the first dealership;
 * `npm run db:seed` refuses it without --demo. Needs a PostgreSQL server (DATABASE_URL).
 */
const root = path.resolve(import.meta.dirname, '../..');
let handle: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
let url = '';

function run(script: string, args: string[] = [], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/tsx/dist/cli.mjs'), script, ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, SEED_DEMO: '', LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

const websites = async () => (await queryRows<{ n: number }>(handle!.db, sql`select count(*)::int as n from websites`))[0]?.n;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) return;
  handle = await openTestDatabase();
  const [row] = await queryRows<{ name: string }>(handle.db, sql`select current_database() as name`);
  const target = new URL(process.env.DATABASE_URL);
  target.pathname = `/${row!.name}`;
  url = target.toString();
});

afterAll(async () => {
  await handle?.drop();
});

describe.skipIf(!process.env.DATABASE_URL)('starting on an empty PostgreSQL database', () => {
  it('migrates it, leaves it empty and says how to add the first dealership', async () => {
    const start = run('scripts/prepare-db.ts');
    expect(start.out).toContain(FIRST_DEALERSHIP_HINT);
    expect(start.code).toBe(0);
    expect(await websites()).toBe(0);
    expect(run('scripts/prepare-db.ts').out).toContain(FIRST_DEALERSHIP_HINT);
  }, 150_000);

  it('db:seed refuses it without --demo', async () => {
    const seed = run('scripts/seed.ts');
    expect(seed.code).toBe(2);
    expect(seed.out).toContain('add --demo');
    expect(await websites()).toBe(0);
  }, 150_000);
});
