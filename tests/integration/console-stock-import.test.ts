import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedImportPage, feedImportStatus, rejectedRowsReport, startFeedImport, type FeedUpload } from '../../src/console/stock/feed-upload';
import { auditLog, cars, staff, websites } from '../../src/db/schema';
import { ConsoleForbiddenError, ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import { ValidationError } from '../../src/lib/errors';
import { openSeededTestDatabase } from '../support/test-db';

/**
 * A feed file uploaded in the console goes through the stock importer: a dry run counts what would
 * be added, changed, removed and rejected and writes no car; the import itself writes, keeps the
 * dealership's column mapping for next time, its history and a report of the rejected rows, and
 * records who ran it. Staff of another dealership find none of it; sales staff cannot upload.
 */
let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
let harbour = 0;
let redline = 0;
let owner: StaffActor;
let sales: StaffActor;
let stranger: StaffActor;
let known: { stocknum: string; price: number }[] = [];
const expiredTags: string[][] = [];
const deps = () => ({ db: handle.db, expireTags: (tags: string[]) => void expiredTags.push(tags) });
const actor = (staffId: number, dealershipId: number, role: 'owner' | 'sales'): StaffActor => ({
  staffId,
  email: `s${staffId}@example.com`,
  name: 'Staff',
  isOperator: false,
  dealerships: [{ id: dealershipId, name: 'Demo', role }],
});

function upload(csv: string, change: Partial<FeedUpload> = {}): FeedUpload {
  return { fileName: 'stock.csv', bytes: new TextEncoder().encode(csv), partial: true, dryRun: false, mapping: null, ...change };
}

async function run(by: StaffActor, file: FeedUpload) {
  const started = await startFeedImport(by, harbour, file, deps());
  await started.run();
  return feedImportStatus(by, started.importId, deps());
}

/** A dealer's own headers: 'Stock No' and 'Asking' stand for stocknum and price. */
function dealerCsv(): string {
  const [a, b] = known;
  if (!a || !b) throw new Error('the demo has too few Harbour Toyota cars');
  return [
    'Stock No,make,model,year,car_type,Asking',
    `${a.stocknum},Toyota,Corolla,2022,used,${a.price + 1000}`,
    `NEWCAR1,Toyota,Yaris,2024,new,25990`,
    `BADROW1,Toyota,Yaris,20x4,new,25990`,
  ].join('\n');
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [h] = await handle.db.select({ id: websites.dealershipId }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
  const [r] = await handle.db.select({ id: websites.dealershipId }).from(websites).where(eq(websites.slug, 'redline-motors'));
  harbour = h?.id ?? 0;
  redline = r?.id ?? 0;
  const people = await handle.db
    .insert(staff)
    .values(['owner', 'sales', 'stranger'].map((name) => ({ email: `${name}@example.com`, name })))
    .returning({ id: staff.id });
  owner = actor(people[0]!.id, harbour, 'owner');
  sales = actor(people[1]!.id, harbour, 'sales');
  stranger = actor(people[2]!.id, redline, 'owner');
  known = await handle.db
    .select({ stocknum: cars.stocknum, price: cars.price })
    .from(cars)
    .where(and(eq(cars.dealershipId, harbour), ne(cars.status, 'sold')))
    .orderBy(cars.id)
    .limit(2);
});

afterAll(async () => {
  await handle?.drop();
});

describe('a feed upload', () => {
  it('dry-runs: counts what would change, the rejected row and why, and writes no car', async () => {
    const mapping = { 'Stock No': 'stocknum', Asking: 'price' } as const;
    const before = await handle.db.$count(cars, eq(cars.dealershipId, harbour));
    const unsold = await handle.db.$count(cars, and(eq(cars.dealershipId, harbour), ne(cars.status, 'sold')));
    const result = await run(owner, upload(dealerCsv(), { dryRun: true, partial: false, mapping }));
    expect(result).toMatchObject({ status: 'done', dryRun: true, rows: 3, added: 1, updated: 1, unchanged: 0, removed: unsold - 1, unit: 'line' });
    expect(result.rejected).toEqual([{ at: 4, reason: 'year: Year must be a number.' }]);
    expect(result.bytesRead).toBe(result.bytesTotal);
    expect(await handle.db.$count(cars, eq(cars.dealershipId, harbour))).toBe(before);
    const [first] = await handle.db.select({ price: cars.price }).from(cars).where(and(eq(cars.dealershipId, harbour), eq(cars.stocknum, known[0]!.stocknum)));
    expect(first?.price).toBe(known[0]!.price);
    expect(expiredTags).toEqual([]);
  });

  it('imports with the saved mapping, keeps the history, the report and the audit entry', async () => {
    expect((await feedImportPage(owner, null, deps())).mapping).toEqual({ 'Stock No': 'stocknum', Asking: 'price' });
    const result = await run(owner, upload(dealerCsv()));
    expect(result).toMatchObject({ status: 'done', dryRun: false, added: 1, updated: 1, removed: 0 });
    const [first] = await handle.db.select({ price: cars.price }).from(cars).where(and(eq(cars.dealershipId, harbour), eq(cars.stocknum, known[0]!.stocknum)));
    expect(first?.price).toBe(known[0]!.price + 1000);
    expect(expiredTags.flat()).toContain('stock:1');
    const report = await rejectedRowsReport(owner, result.id, deps());
    expect(report).toEqual({ fileName: 'stock-rejected-rows.csv', csv: '\uFEFFline,reason\r\n4,year: Year must be a number.\r\n' });
    const page = await feedImportPage(owner, null, deps());
    expect(page.history.map((h) => h.dryRun)).toEqual([false, true]);
    const entries = await handle.db.select().from(auditLog).where(and(eq(auditLog.action, 'stock.import'), eq(auditLog.entityId, String(result.id))));
    expect(entries).toHaveLength(1);
  });

  it('records a file that cannot be read as failed, changing nothing', async () => {
    const result = await run(owner, upload('stocknum;make;model;year;car_type\nA;B;C;2020;used'));
    expect(result.status).toBe('failed');
    expect(result.error).toMatch(/the header has no column stocknum/);
  });

  it('refuses a file that is not a feed before reading it', async () => {
    await expect(startFeedImport(owner, harbour, upload('x', { fileName: 'stock.xlsx' }), deps())).rejects.toThrow(ValidationError);
  });

  it('is walled off: another dealership finds nothing, sales staff cannot upload', async () => {
    const [latest] = (await feedImportPage(owner, null, deps())).history;
    await expect(feedImportStatus(stranger, latest!.id, deps())).rejects.toThrow(ConsoleNotFoundError);
    await expect(rejectedRowsReport(stranger, latest!.id, deps())).rejects.toThrow(ConsoleNotFoundError);
    await expect(feedImportPage(stranger, harbour, deps())).rejects.toThrow(ConsoleNotFoundError);
    await expect(startFeedImport(stranger, harbour, upload(dealerCsv()), deps())).rejects.toThrow(ConsoleNotFoundError);
    await expect(startFeedImport(sales, harbour, upload(dealerCsv()), deps())).rejects.toThrow(ConsoleForbiddenError);
    expect((await feedImportPage(sales, null, deps())).canWrite).toBe(false);
  });
});
