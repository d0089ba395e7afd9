import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { FeedFormatError } from '../../src/stock/import/feed-error';
import type { FeedFormat } from '../../src/stock/import/readers';
import { csvLine, SAMPLE_HEADER, sampleRow, type SampleRow } from '../../src/stock/import/sample-feed';
import { importStockFeed, type ImportSummary } from '../../src/stock/import/service';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

const SITE = 'harbour-toyota';
let handle: TestDatabase;
let expired: string[][] = [];

function csv(rows: readonly SampleRow[], extraLines: readonly string[] = []): string {
  return [SAMPLE_HEADER, ...rows.map(csvLine), ...extraLines].join('\n') + '\n';
}

function feed(text: string, options: { format?: FeedFormat; partial?: boolean; name?: string } = {}): Promise<ImportSummary> {
  const format = options.format ?? 'csv';
  return importStockFeed(handle.db, {
    site: SITE,
    partial: options.partial ?? false,
    source: { name: options.name ?? `feed.${format}`, format, input: Readable.from([Buffer.from(text)]) },
    expire: (tags) => {
      expired.push(tags);
    },
  });
}

type StockState = { total: number; unsold: number; priceSum: number; sold: number };

async function stockState(): Promise<StockState> {
  const [row] = await queryRows<StockState>(
    handle.db,
    sql`select count(*)::int as total, (count(*) filter (where c.status <> 'sold'))::int as unsold,
      (count(*) filter (where c.status = 'sold'))::int as sold, coalesce(sum(c.price), 0)::bigint::float8 as "priceSum"
      from cars c join websites w on w.dealership_id = c.dealership_id where w.slug = ${SITE}`,
  );
  return row!;
}

async function car(stocknum: string) {
  const [row] = await queryRows<{ price: number; status: string; sold_at: string | null; images: { url: string }[]; location_id: number }>(
    handle.db,
    sql`select price, status, sold_at::text, images, location_id from cars where stocknum = ${stocknum}`,
  );
  return row;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('stock feed import', () => {
  let demoUnsold = 0;

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    demoUnsold = (await stockState()).unsold;
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
  });

  it('imports a 10,000-row CSV: every row added, the demo stock it no longer lists sold today', async () => {
    expired = [];
    const summary = await feed(csv(range(1, 10_000).map((n) => sampleRow(n))));
    expect(summary).toMatchObject({ rows: 10_000, added: 10_000, updated: 0, unchanged: 0, sold: demoUnsold, rejected: [] });
    const state = await stockState();
    expect(state.unsold).toBe(10_000);
    const first = await car('FEED000001');
    expect(first).toMatchObject({ status: 'in_stock', images: [{ url: 'https://images.example.com/feed/1/1.jpg' }, { url: 'https://images.example.com/feed/1/2.jpg' }] });
    const [soldToday] = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from cars c join websites w on w.dealership_id = c.dealership_id
        where w.slug = ${SITE} and c.status = 'sold' and c.sold_at::date = current_date and c.stocknum not like 'FEED%'`,
    );
    expect(soldToday!.n).toBeGreaterThanOrEqual(demoUnsold);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toContain('stock:1');
    expect(expired[0]!.filter((t) => t.startsWith('car:') && t.endsWith('-feed000001'))).toHaveLength(1);
  }, 120_000);

  it('applies a second feed with exact counts, rejecting bad rows by line and applying the rest', async () => {
    // Rows 1-9000 kept (every 18th with a new price), 9001-10000 dropped, 10001-10300 new, three bad rows.
    const rows = [...range(1, 9_000).map((n) => sampleRow(n, n % 18 === 0 ? 250 : 0)), ...range(10_001, 10_300).map((n) => sampleRow(n))];
    const bad = [
      { ...sampleRow(20_001), price: 'call us' },
      { ...sampleRow(20_002), year: '' },
      { ...sampleRow(20_003), images: 'ftp://images.example.com/x.jpg' },
      { ...sampleRow(20_004), location: 'nowhere' },
    ];
    const summary = await feed(csv([...rows, ...bad]));
    const firstBadLine = rows.length + 2;
    expect(summary).toMatchObject({ rows: 9_304, added: 300, updated: 500, unchanged: 8_500, sold: 1_000 });
    expect(summary.rejected).toEqual([
      { at: firstBadLine, reason: 'price: Price must be a number.' },
      { at: firstBadLine + 1, reason: 'year: Year is required.' },
      { at: firstBadLine + 2, reason: 'images.0: An image is an http(s) URL or a path starting with /.' },
      { at: firstBadLine + 3, reason: 'location: the dealership has no location nowhere.' },
    ]);
    expect((await car('FEED000018'))!.price).toBe(Number(sampleRow(18).price) + 250);
    expect((await car('FEED009001'))!.status).toBe('sold');
    expect((await car('FEED010300'))!.status).toBe('in_stock');
    expect(await car('FEED020001')).toBeUndefined();
    expect((await stockState()).unsold).toBe(9_300);
  }, 120_000);

  it('changes nothing and expires nothing when the same feed comes again', async () => {
    expired = [];
    const rows = [...range(1, 9_000).map((n) => sampleRow(n, n % 18 === 0 ? 250 : 0)), ...range(10_001, 10_300).map((n) => sampleRow(n))];
    const summary = await feed(csv(rows));
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 9_300, sold: 0 });
    expect(expired).toEqual([[]]);
  }, 120_000);

  it('a partial feed changes only the cars it names', async () => {
    const summary = await feed(csv([{ ...sampleRow(5), price: '12345' }, sampleRow(30_000)]), { partial: true });
    expect(summary).toMatchObject({ added: 1, updated: 1, sold: 0 });
    expect((await car('FEED000005'))!.price).toBe(12_345);
    expect((await stockState()).unsold).toBe(9_301);
  });

  it.each([
    ['a CSV with the wrong delimiter', 'csv', csv([sampleRow(40_001)]).replaceAll(',', ';'), /line 1: the header has no column stocknum.*separated by commas/],
    ['a CSV whose row has too many fields', 'csv', csv([sampleRow(40_001)], [`${csvLine(sampleRow(40_002))},extra`]), /feed\.csv: .*Invalid Record Length/i],
    [
      'a truncated XML feed',
      'xml',
      `<?xml version="1.0"?><inventory><vehicle><stocknum>FEED040001</stocknum><make>Kia</make><model>Rio</model><year>2020</year><car_type>used</car_type></vehicle><vehicle><stocknum>FEED0400`,
      /feed\.xml line 1: .*/,
    ],
    ['a JSON file that is not an array', 'json', '{"stocknum": "FEED040001"', /feed\.json: not a JSON array/],
  ] as const)('%s fails cleanly with nothing applied', async (_name, format, text, message) => {
    const before = await stockState();
    const error = await feed(text, { format }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFormatError);
    expect((error as Error).message).toMatch(message);
    expect(await stockState()).toEqual(before);
  });

  it('reads the common XML shape and our JSON car schema', async () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<inventory>
  <vehicle>
    <stock_number>FEED000005</stock_number><make>Ford</make><model>Puma</model><year>2022</year>
    <condition>Used</condition><price>23,990</price><mileage>31000</mileage><color>Blue</color>
    <photos><photo>https://cdn.example.net/a.jpg</photo><photo url="https://cdn.example.net/b.jpg"/></photos>
  </vehicle>
  <vehicle>
    <stock_number>FEED050001</stock_number><make>Kia</make><model>Rio</model><year>twenty</year><condition>used</condition>
  </vehicle>
</inventory>`;
    const fromXml = await feed(xml, { format: 'xml', partial: true });
    expect(fromXml).toMatchObject({ added: 0, updated: 1, rejected: [{ at: 8, reason: 'year: Year must be a number.' }] });
    expect(await car('FEED000005')).toMatchObject({ price: 23_990, images: [{ url: 'https://cdn.example.net/a.jpg' }, { url: 'https://cdn.example.net/b.jpg' }] });

    const json = JSON.stringify([
      { stocknum: 'FEED060001', make: 'Mazda', model: 'CX-5', year: 2024, car_type: 'new', price: 41990, before_price: null, images: [{ image: { url: 'https://cdn.example.net/c.jpg' }, thumb: { url: 'x' } }] },
      { stocknum: 'FEED060002', make: 'Mazda', model: 'CX-5', year: 2024, car_type: 'brand new' },
    ]);
    const fromJson = await feed(json, { format: 'json', partial: true });
    expect(fromJson).toMatchObject({ unit: 'record', added: 1, rejected: [{ at: 2, reason: 'car_type: Car type must be new, demo or used.' }] });
    expect(await car('FEED060001')).toMatchObject({ price: 41_990, images: [{ url: 'https://cdn.example.net/c.jpg' }] });
  });

  it('refuses a full feed in which no car could be read, rather than selling every car', async () => {
    const before = await stockState();
    const error = await feed(csv([{ ...sampleRow(1), price: 'x' }])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFormatError);
    expect(await stockState()).toEqual(before);
  });
});
