import { randomBytes } from 'node:crypto';
import { openDatabase, type DbHandle } from '../../src/db/client';

/**
 * A database of its own for one test file: an in-memory PGlite by default, or, when DATABASE_URL
 * names a PostgreSQL server, a fresh database created on that server and dropped afterwards.
 */
export async function openTestDatabase(): Promise<DbHandle & { drop: () => Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await openDatabase({ dataDir: 'memory://' });
    return { ...handle, drop: () => handle.close() };
  }
  const name = `forecourt_test_${randomBytes(6).toString('hex')}`;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
