import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/db/queries/websites';
import { queryPlanned } from '../../src/db/prepared';
import { queryRows } from '../../src/db/rows';
import { websites } from '../../src/db/schema';
import type { Site } from '../../src/domain/types';
import { createLead } from '../../src/leads/service';
import { FeedFormatError } from '../../src/stock/import/feed-error';
import { csvLine, SAMPLE_HEADER, sampleRow } from '../../src/stock/import/sample-feed';
import { importStockFeed } from '../../src/stock/import/service';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * A long stock import beside other requests. On the embedded database (one session for every
 * request) the feed is staged and applied in short steps; on PostgreSQL it is one transaction on
 * its own connection. On both: a search during the import never counts a car the import has not
 * committed, leads to another site are answered while the import is still running (not queued
 * behind it), and a feed that fails to read leaves nothing behind. How long a lead waits is a
 * figure for a benchmark, not a threshold here: a loaded machine would break any clock.
 */
let handle: TestDatabase;
let redline: Site;
let dealershipId: number;
const ROWS = 3_000;
/** Leads answered before the import finished: a few, where an import that held everything up gives none. */
const LEADS_DURING_IMPORT = 3;

const feed = (rows: number, broken: boolean) =>
  [SAMPLE_HEADER, ...Array.from({ length: rows }, (_, i) => csvLine(sampleRow(70_001 + i))), ...(broken ? [`${csvLine(sampleRow(79_999))},extra`] : [])].join('\n') + '\n';

const countStatement = () => sql`select count(*)::int as n from cars where dealership_id = ${dealershipId}`;
const planned = async () => (await queryPlanned<{ n: number }>(handle.db, countStatement()))[0]?.n ?? -1;
const staged = async () =>
  (await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from pg_tables where tablename = 'stock_import_staging'`))[0]?.n === 0
    ? 0
    : ((await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from stock_import_staging`))[0]?.n ?? -1);

/**
 * While the import runs: a lead to another site every 50 ms, and a planned count of the importing
 * dealership's cars; how many leads were answered while the import was still running.
 */
async function alongside(running: Promise<unknown>): Promise<{ leadsDuring: number; counts: number[] }> {
  let done = false;
  void running.then(
    () => (done = true),
    () => (done = true),
  );
  let leadsDuring = 0;
  const counts: number[] = [];
  for (let n = 0; !done || n < 2; n++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const body = { lead: { name: `Shopper ${String.fromCharCode(97 + (n % 26))}`, email: `steps${n}@example.com`, category: 'general-enquiry' } };
    await createLead(handle.db, { site: redline, mock: false }, body, { idempotencyKey: null, userAgent: 'vitest' });
    if (!done) leadsDuring += 1;
    counts.push(await planned());
  }
  return { leadsDuring, counts };
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [row] = await handle.db.select({ id: websites.id, dealershipId: websites.dealershipId }).from(websites).where(eq(websites.slug, 'redline-motors'));
  const [harbour] = await handle.db.select({ dealershipId: websites.dealershipId }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded || !harbour?.dealershipId) throw new Error('the demo sites are missing');
  redline = loaded;
  dealershipId = harbour.dealershipId;
});

afterAll(async () => {
  await handle?.drop();
});

describe('a long import beside other requests', () => {
  it('a feed that fails at its last line: never counted, leads answered meanwhile, nothing left behind', async () => {
    const before = await planned();
    const running = importStockFeed(handle.db, {
      site: 'harbour-toyota',
      partial: true,
      source: { name: 'long.csv', format: 'csv', input: Readable.from([Buffer.from(feed(ROWS, true))]) },
      expire: () => undefined,
    });
    const { leadsDuring, counts } = await alongside(running);
    await expect(running).rejects.toBeInstanceOf(FeedFormatError);
    expect(new Set(counts)).toEqual(new Set([before]));
    expect(leadsDuring).toBeGreaterThanOrEqual(LEADS_DURING_IMPORT);
    expect(await planned()).toBe(before);
    expect(await staged()).toBe(0);
  });

  it('a feed that reads whole: leads answered meanwhile, and every car is there at the end', async () => {
    const before = await planned();
    const running = importStockFeed(handle.db, {
      site: 'harbour-toyota',
      partial: true,
      source: { name: 'long.csv', format: 'csv', input: Readable.from([Buffer.from(feed(ROWS, false))]) },
      expire: () => undefined,
    });
    const { leadsDuring, counts } = await alongside(running);
    expect(await running).toMatchObject({ added: ROWS, rejected: [] });
    expect(leadsDuring).toBeGreaterThanOrEqual(LEADS_DURING_IMPORT);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(before);
    expect(await planned()).toBe(before + ROWS);
    expect(await staged()).toBe(0);
  });
});
