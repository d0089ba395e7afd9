import type { Db } from '../../db/client';
import { storedCars } from '../../db/queries/stock-cars';
import { countUnsoldBut, dropStaging, importTarget, openStaging, sellAllBut, stagedRows, stageRows, type ImportTarget } from '../../db/queries/stock-import';
import { isEmbedded } from '../../db/embedded';
import { carTag, stockTag } from '../../cache/tags';
import { itemTypeOf } from '../../domain/item-type';
import { changedFields, mergeCar, type MergeContext } from '../../domain/car-merge';
import { parseFeedCar } from '../../domain/stock-feed/feed-car';
import { feedLocationId } from '../../domain/stock-feed/feed-location';
import { toCarPatch } from '../../domain/validation/car-input';
import { NotFoundError } from '../../lib/errors';
import { FeedFormatError } from './feed-error';
import { mergeStockCars, type StockCarPatch } from '../car-writes';
import { POSITION_UNIT, readFeed, type FeedSource } from './readers';

/** Rows written per statement: big enough that statement overhead vanishes, small enough to keep memory flat. */
const BATCH_SIZE = 1_000;
/** Cars per step on the embedded database: each step's transaction keeps other requests waiting well under a second. */
const EMBEDDED_STEP = 250;

type Rejection = { at: number; reason: string };

export type ImportSummary = {
  site: string;
  file: string;
  partial: boolean;
  /** What `at` of a rejection counts: lines (CSV, XML) or records (JSON). */
  unit: 'line' | 'record';
  rows: number;
  added: number;
  updated: number;
  unchanged: number;
  sold: number;
  rejected: Rejection[];
};

export type ImportRequest = {
  site: string;
  source: FeedSource;
  /** Only the cars the feed names change; without it, cars missing from the feed become sold. */
  partial: boolean;
  /** Expires cache tags once the feed is committed (in the server: revalidateTag; in a CLI: the server's operator endpoint). */
  expire: (tags: string[]) => Promise<void> | void;
};

/** What reading a feed needs; a dry run expires nothing. */
export type FeedRead = Omit<ImportRequest, 'expire'>;

/** Tags to expire after a feed: the stock of every site showing the dealership, and each changed car. */
function importTags(target: Pick<ImportTarget, 'siteIds'>, changedSlugs: readonly string[]): string[] {
  if (changedSlugs.length === 0) return [];
  return [...target.siteIds.map(stockTag), ...changedSlugs.map(carTag)];
}

/** Rows checked so far and the stock numbers named, a car named on a rejected row included. */
type Reading = { summary: ImportSummary; firstSeen: Map<string, number>; valid: number };

/**
 * The feed's valid rows, as patches in batches of `size`; rejected rows go to the summary. A file
 * that cannot be read to its end throws FeedFormatError.
 */
async function* validBatches(request: FeedRead, target: ImportTarget, reading: Reading, size: number): AsyncGenerator<StockCarPatch[]> {
  const { summary, firstSeen } = reading;
  const locationBySlug = new Map(target.locations.map((l) => [l.slug, l.id]));
  let batch: StockCarPatch[] = [];
  for await (const { at, record } of readFeed(request.source)) {
    summary.rows++;
    const stocknum = typeof record.stocknum === 'string' || typeof record.stocknum === 'number' ? String(record.stocknum).trim() : '';
    const earlier = stocknum ? firstSeen.get(stocknum) : undefined;
    if (earlier !== undefined) {
      summary.rejected.push({ at, reason: `stocknum: ${stocknum} is already on ${summary.unit} ${earlier} of this feed.` });
      continue;
    }
    // A named car stays named even when its row is rejected: a bad price must not sell it.
    if (stocknum) firstSeen.set(stocknum, at);
    const parsed = parseFeedCar(record);
    if (!parsed.ok) {
      summary.rejected.push({ at, reason: parsed.reason });
      continue;
    }
    const { stocknum: key, location, ...car } = parsed.car;
    if (target.defaultLocationId === null) {
      summary.rejected.push({ at, reason: 'location: the dealership has no location.' });
      continue;
    }
    const place = feedLocationId(location, locationBySlug);
    if (!place.ok) {
      summary.rejected.push({ at, reason: `location: ${place.reason}` });
      continue;
    }
    reading.valid++;
    batch.push({ stocknum: key, patch: { ...toCarPatch(car), ...(place.locationId === undefined ? {} : { location_id: place.locationId }) } });
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

function refuseEmptyFullFeed(request: FeedRead, reading: Reading): void {
  if (!request.partial && reading.valid === 0) {
    throw new FeedFormatError(`${request.source.name}: no car in this feed could be read, and a full feed would mark every car sold; nothing was changed.`);
  }
}

/** The import's target, an empty summary and the merge context, or NotFoundError for an unknown site. */
async function startReading(db: Db, request: FeedRead): Promise<{ target: ImportTarget; summary: ImportSummary; reading: Reading; context: MergeContext }> {
  const target = await importTarget(db, request.site);
  if (!target) throw new NotFoundError(`There is no site ${request.site} (or it has no dealership of its own).`);
  const summary: ImportSummary = {
    site: request.site,
    file: request.source.name,
    partial: request.partial,
    unit: POSITION_UNIT[request.source.format],
    rows: 0,
    added: 0,
    updated: 0,
    unchanged: 0,
    sold: 0,
    rejected: [],
  };
  // Without a default location every row is rejected (validBatches), so the 0 is never used.
  const context: MergeContext = { defaultLocationId: target.defaultLocationId ?? 0, itemType: itemTypeOf(target.stockKind) };
  return { target, summary, reading: { summary, firstSeen: new Map(), valid: 0 }, context };
}

/**
 * What importing the feed would do, without writing anything: the same reading, checks and merge
 * as importStockFeed, each merged car compared with the stored one. `sold` is what a full feed
 * would remove (mark sold). A file that cannot be read to its end throws FeedFormatError, as the
 * import does.
 */
export async function previewStockFeed(db: Db, request: FeedRead): Promise<ImportSummary> {
  const { target, summary, reading, context } = await startReading(db, request);
  for await (const batch of validBatches(request, target, reading, BATCH_SIZE)) {
    const stored = await storedCars(db, target.dealershipId, batch.map((p) => p.stocknum), { lock: false });
    for (const { stocknum, patch } of batch) {
      const existing = stored.get(stocknum) ?? null;
      if (!existing) summary.added++;
      else if (Object.keys(changedFields(existing, mergeCar(existing, patch, context)).after).length > 0) summary.updated++;
    }
  }
  refuseEmptyFullFeed(request, reading);
  if (!request.partial) summary.sold = await countUnsoldBut(db, target.dealershipId, [...reading.firstSeen.keys()]);
  summary.unchanged = reading.valid - summary.added - summary.updated;
  return summary;
}

/**
 * Imports one stock feed into the site's own dealership: upserts by stock number, each row merged
 * into its car by the one rule (a column the feed lacks leaves the car's own, an empty cell clears
 * it: src/domain/car-merge.ts) and, for a full feed, sells what it no longer lists. Rows with bad
 * values are rejected one by one and the rest applied. A file that cannot be read to its end
 * leaves the stock as it was: on PostgreSQL the whole feed is one transaction; on the embedded
 * database, which has one session for every request, the feed is staged first and applied in
 * short steps (importInSteps).
 */
export async function importStockFeed(db: Db, request: ImportRequest): Promise<ImportSummary> {
  const { target, summary, reading, context } = await startReading(db, request);
  const changed: string[] = [];
  const apply = async (tx: Db, batch: readonly StockCarPatch[]) => {
    const { added, updated } = await mergeStockCars(tx, target.dealershipId, batch, context, { create: true });
    summary.added += added.length;
    summary.updated += updated.length;
    changed.push(...added.map((c) => c.slug), ...updated.map((c) => c.slug));
  };
  const sellUnlisted = async (tx: Db) => {
    if (request.partial) return;
    const sold = await sellAllBut(tx, target.dealershipId, [...reading.firstSeen.keys()]);
    summary.sold = sold.length;
    changed.push(...sold);
  };

  if (isEmbedded(db)) {
    await importInSteps(db, request, target, reading, apply, sellUnlisted);
  } else {
    await db.transaction(async (tx) => {
      // One batch is written while the next is read and checked: the server works while this
      // process parses, so a feed takes about the longer of the two, not their sum.
      let writing: Promise<void> = Promise.resolve();
      try {
        for await (const batch of validBatches(request, target, reading, BATCH_SIZE)) {
          await writing;
          writing = apply(tx, batch);
          // Awaited at the next batch or the end; a failure is handled there.
          writing.catch(() => undefined);
        }
      } catch (error) {
        // A batch is several statements: the rollback must wait for the one in flight, or its later
        // statements would run after the rollback, outside the transaction, and stay.
        await writing.catch(() => undefined);
        throw error;
      }
      await writing;
      refuseEmptyFullFeed(request, reading);
      await sellUnlisted(tx);
    });
  }
  summary.unchanged = reading.valid - summary.added - summary.updated;

  await request.expire(importTags(target, changed));
  return summary;
}

/**
 * Lets the event loop take the requests that arrived meanwhile. PGlite runs in this process and its
 * calls settle without I/O, so without this an import is one unbroken run of the event loop.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The embedded database's import. PGlite is one session: a transaction holds it from BEGIN to
 * COMMIT, and every other request waits (a 120,000-row feed as one transaction stalled a lead for
 * 27 s); and it runs in this process, so an import that never gives the event loop a turn stalls
 * every request as well. So the feed is read and checked into a staging table first, a short statement per batch,
 * where no page or search looks; a file that fails to read only drops its staged rows, leaving
 * nothing behind. Then the staged rows are applied in steps of EMBEDDED_STEP cars, each its own
 * transaction, in feed order (the cursor is the last applied position); the full feed's sale of
 * unlisted cars is the last step. Each step ends by giving the event loop a turn, so others'
 * requests run between steps. Pages and search see the
 * feed's changes step by step, each committed; a process stopped during the apply leaves the
 * steps so far applied and nothing sold: importing the feed again completes it, as an import
 * changes only what differs.
 */
async function importInSteps(
  db: Db,
  request: ImportRequest,
  target: ImportTarget,
  reading: Reading,
  apply: (tx: Db, batch: readonly StockCarPatch[]) => Promise<void>,
  sellUnlisted: (tx: Db) => Promise<void>,
): Promise<void> {
  const stagingId = await openStaging(db);
  try {
    let staged = 0;
    for await (const batch of validBatches(request, target, reading, EMBEDDED_STEP)) {
      await stageRows(db, stagingId, staged, batch);
      staged += batch.length;
      await nextTurn();
    }
    refuseEmptyFullFeed(request, reading);
    for (let cursor = 0; cursor < staged; cursor += EMBEDDED_STEP) {
      const batch = await stagedRows(db, stagingId, cursor, EMBEDDED_STEP);
      await db.transaction((tx) => apply(tx, batch));
      await nextTurn();
    }
    await db.transaction((tx) => sellUnlisted(tx));
  } finally {
    await dropStaging(db, stagingId);
  }
}
