import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { inject } from 'vitest';
import { openDatabase, type DbHandle } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { DEMO_TEST_DATE, type SeededTemplate } from './seeded-template';

export type TestDatabase = DbHandle & { drop: () => Promise<void> };

/**
 * A database of its own for one test file: an in-memory PGlite by default, or, when DATABASE_URL
 * names a PostgreSQL server, a fresh database created on that server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { ...handle, drop: () => handle.close() };
  }
  return serverDatabase(serverUrl, '');
}

/**
 * A database of the file's own, migrated and seeded with the demo network of DEMO_TEST_DATE: a copy
 * of the template the db project's global setup made once (tests/support/seeded-template.ts), which
 * is far quicker than migrating and seeding in every file. Outside that setup it migrates and seeds.
 */
export async function openSeededTestDatabase(): Promise<TestDatabase> {
  const template = inject('seededTemplate') as SeededTemplate | undefined;
  const serverUrl = process.env.DATABASE_URL;
  if (template?.engine === 'pglite' && !serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://', loadDataDir: new Blob([await fs.readFile(template.dump)]) });
    return { ...handle, drop: () => handle.close() };
  }
  if (template?.engine === 'postgres' && serverUrl) return serverDatabase(serverUrl, ` template ${template.database}`);
  const handle = await openTestDatabase();
  await migrate(handle);
  await seedDemoNetwork(handle.db, DEMO_TEST_DATE);
  return handle;
}

async function serverDatabase(serverUrl: string, template: string): Promise<TestDatabase> {
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}${template}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
