import fs from 'node:fs';
import { migrate } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { openDatabase } from '../../src/db/client';
import { benchConsoleInbox } from './console-inbox';
import { benchConsoleStock } from './console-stock';

/**
 * `npm run bench:console` (issue 28): the dealer console's speed goals, one named section each
 * (a function in scripts/bench/console-<section>.ts), on the PostgreSQL database DATABASE_URL
 * names (migrated, seeded with the demo network when empty, and topped up with each section's
 * data, which stays for the next run) or, without it, on an in-memory PGlite. Prints each section
 * and writes bench/results/console.json; exits 1 when a goal is missed.
 */
type Section = { name: string; run: (db: Db) => Promise<{ met: boolean } & Record<string, unknown>> };

const SECTIONS: Section[] = [
  { name: 'inbox', run: benchConsoleInbox },
  // The stock table reads the 300,000-car search data set in a database of its own (scripts/bench/console-stock.ts).
  { name: 'stock', run: () => benchConsoleStock() },
];

async function main(): Promise<void> {
  const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  const url = process.env.DATABASE_URL;
  const handle = await openDatabase(url ? { databaseUrl: url } : { dataDir: 'memory://' });
  const results: Record<string, unknown> = {};
  let allMet = true;
  try {
    await migrate(handle);
    const [sites] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from websites`);
    if ((sites?.n ?? 0) === 0) await seedDemoNetwork(handle.db, new Date().toISOString().slice(0, 10));
    for (const section of SECTIONS) {
      const result = await section.run(handle.db);
      results[section.name] = result;
      allMet &&= result.met;
      console.log(`[bench:console] ${section.name}:`, JSON.stringify(result, null, 2));
    }
  } finally {
    await handle.close();
  }
  fs.mkdirSync('bench/results', { recursive: true });
  fs.writeFileSync('bench/results/console.json', `${JSON.stringify({ engine, at: new Date().toISOString(), sections: results }, null, 2)}\n`);
  console.log('wrote bench/results/console.json');
  if (!allMet) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
