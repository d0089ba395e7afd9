import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { migrate, schemaState } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';

/**
 * Several machines starting together on one fresh PostgreSQL database each migrate it
 * (docs/deploy.md): under the advisory lock one applies every migration, the others wait and find
 * nothing left to do. Needs a PostgreSQL server (DATABASE_URL); the embedded database has one process.
 */
const serverUrl = process.env.DATABASE_URL;
const name = `forecourt_migrate_${randomBytes(6).toString('hex')}`;
const handles: DbHandle[] = [];

async function admin(statement: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await Promise.all(handles.map((h) => h.close()));
  if (serverUrl) await admin(`drop database if exists ${name} with (force)`);
});

describe.skipIf(!serverUrl)('migrations on PostgreSQL', () => {
  it('run once when five processes migrate one fresh database at the same moment', async () => {
    await admin(`create database ${name}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    for (let i = 0; i < 5; i++) handles.push(await openDatabase({ databaseUrl: url.toString() }));

    const results = await Promise.allSettled(handles.map((h) => migrate(h)));

    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const applied = results.map((r) => (r.status === 'fulfilled' ? r.value : -1)).sort((a, b) => b - a);
    const { known } = await schemaState(handles[0]!);
    expect(applied).toEqual([known, 0, 0, 0, 0]);
    const [recorded] = await queryRows<{ n: number }>(handles[0]!.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(recorded?.n).toBe(known);
  }, 120_000);
});
