import pg from 'pg';

/**
 * Creates DATABASE_URL's database when its server has none of that name: the database of a second
 * test stack (scripts/lib/test-stacks.ts), made before that stack's `npm start` migrates and seeds it.
 */
const url = new URL(process.env.DATABASE_URL ?? '');
const name = decodeURIComponent(url.pathname.slice(1));
url.pathname = '/postgres';
const admin = new pg.Client({ connectionString: url.toString() });
await admin.connect();
try {
  const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
} finally {
  await admin.end();
}
