import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client';
import { isPglite } from '../../src/db/embedded';
import { migrate } from '../../src/db/migrate';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { trimWalSegments } from './wal-trim';

/** The reference date of the demo network most database tests read. */
export const DEMO_TEST_DATE = '2026-11-23';

export type SeededTemplate = { engine: 'pglite'; dump: string } | { engine: 'postgres'; database: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededTemplate: SeededTemplate;
  }
}

/**
 * Global setup of the db project: migrates and seeds the demo network once, and keeps it as a
 * template each test file copies (tests/support/test-db.ts `openSeededTestDatabase`). On PGlite the
 * template is a dumped data directory in a temp file; on PostgreSQL a database that `create database
 * ... template` copies. Migrating and seeding cost about a minute per file on PGlite on a loaded
 * 2-core machine, loading the dump a few seconds.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    await migrate(handle);
    await seedDemoNetwork(handle.db, DEMO_TEST_DATE);
    const client = (handle.db as { $client?: unknown }).$client;
    if (!isPglite(client)) throw new Error('the memory:// database is not PGlite');
    await client.exec('checkpoint');
    const { rows } = await client.query<{ first: string; last: string }>(
      'select (select redo_wal_file from pg_control_checkpoint()) as first, pg_walfile_name(pg_current_wal_lsn()) as last',
    );
    const tar = new Uint8Array(await (await client.dumpDataDir('none')).arrayBuffer());
    const dump = path.join(os.tmpdir(), `forecourt-seeded-${process.pid}-${randomBytes(4).toString('hex')}.tar`);
    await fs.writeFile(dump, trimWalSegments(tar, rows[0]!.first, rows[0]!.last));
    await handle.close();
    project.provide('seededTemplate', { engine: 'pglite', dump });
    return () => fs.rm(dump, { force: true });
  }
  const database = `forecourt_template_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await migrate(handle);
  await seedDemoNetwork(handle.db, DEMO_TEST_DATE);
  // A template must have no connections while it is copied.
  await handle.close();
  project.provide('seededTemplate', { engine: 'postgres', database });
  return () => admin(`drop database if exists ${database} with (force)`);
}
