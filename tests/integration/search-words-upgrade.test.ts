import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../../src/db/client';
import { migrate, MIGRATIONS_DIR } from '../../src/db/migrate';
import { queryRows } from '../../src/db/rows';
import { openSeededTestDatabase, openTestDatabase } from '../support/test-db';

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

/**
 * Today's demo rows in the shape of an older database: every table the old database has (but the
 * vocabulary, which its triggers fill from the cars), only the columns it has, parents before
 * children. Today's seed writes columns later migrations added, so it cannot seed the old database
 * itself; copying through JSON lets PostgreSQL drop the columns the old tables do not know.
 */
async function copyRowsInto(older: DbHandle, newer: DbHandle): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    older.db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'search_vocabulary'`,
  );
  const parents = await queryRows<{ child: string; parent: string }>(
    older.db,
    sql`select conrelid::regclass::text as child, confrelid::regclass::text as parent
        from pg_constraint where contype = 'f' and connamespace = 'public'::regnamespace and conrelid <> confrelid`,
  );
  const ordered: string[] = [];
  const visit = (table: string) => {
    if (ordered.includes(table)) return;
    for (const { parent } of parents.filter((p) => p.child === table)) visit(parent);
    ordered.push(table);
  };
  tables.map((t) => t.name).sort().forEach(visit);
  for (const table of ordered) {
    const columns = await queryRows<{ name: string }>(
      older.db,
      sql`select column_name as name from information_schema.columns
          where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER' order by ordinal_position`,
    );
    const list = sql.join(columns.map((c) => sql.identifier(c.name)), sql`, `);
    const [rows] = await queryRows<{ json: string | null }>(newer.db, sql`select json_agg(t)::text as json from (select ${list} from ${sql.identifier(table)}) t`);
    if (!rows?.json) continue;
    await older.db.execute(
      sql`insert into ${sql.identifier(table)} (${list}) select ${list} from json_populate_recordset(null::${sql.identifier(table)}, ${rows.json}::json)`,
    );
    // Rows came with their ids, so the id sequences move past them for what later migrations insert.
    if (!columns.some((c) => c.name === 'id')) continue;
    const [serial] = await queryRows<{ sequence: string | null }>(older.db, sql`select pg_get_serial_sequence(${table}, 'id') as sequence`);
    if (serial?.sequence) await older.db.execute(sql`select setval(${serial.sequence}, (select max(id) from ${sql.identifier(table)}))`);
  }
}

describe(`migration 0006 on a ${engine} database that already has the demo cars`, () => {
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
    const today = await openSeededTestDatabase();
    try {
      await copyRowsInto(handle, today);
    } finally {
      await today.drop();
    }
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
