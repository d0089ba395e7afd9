import type { Db } from '../../db/client';
import { importTarget, sellAllBut, type ImportTarget } from '../../db/queries/stock-import';
import { carTag, stockTag } from '../../cache/tags';
import { itemTypeOf } from '../../domain/item-type';
import type { MergeContext } from '../../domain/car-merge';
import { parseFeedCar } from '../../domain/stock-feed/feed-car';
import { toCarPatch } from '../../domain/validation/car-input';
import { NotFoundError } from '../../lib/errors';
import { FeedFormatError } from './feed-error';
import { mergeStockCars, type StockCarPatch } from '../car-writes';
import { POSITION_UNIT, readFeed, type FeedSource } from './readers';

/** Rows written per statement: big enough that statement overhead vanishes, small enough to keep memory flat. */
const BATCH_SIZE = 1_000;

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

/** Tags to expire after a feed: the stock of every site showing the dealership, and each changed car. */
function importTags(target: Pick<ImportTarget, 'siteIds'>, changedSlugs: readonly string[]): string[] {
  if (changedSlugs.length === 0) return [];
  return [...target.siteIds.map(stockTag), ...changedSlugs.map(carTag)];
}

/**
 * Imports one stock feed into the site's own dealership: upserts by stock number, each row merged
 * into its car by the one rule (a column the feed lacks leaves the car's own, an empty cell clears
 * it: src/domain/car-merge.ts) and, for a full feed, sells what it no longer lists. The whole feed is one transaction: a file that cannot be
 * read to its end leaves the stock as it was. Rows with bad values are rejected one by one and
 * the rest applied.
 */
export async function importStockFeed(db: Db, request: ImportRequest): Promise<ImportSummary> {
  const target = await importTarget(db, request.site);
  if (!target) throw new NotFoundError(`There is no site ${request.site} (or it has no dealership of its own).`);
  const locationBySlug = new Map(target.locations.map((l) => [l.slug, l.id]));
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
  const changed: string[] = [];

  // A dealership without locations has nowhere to park a car: every row is rejected.
  const context: MergeContext | null =
    target.defaultLocationId === null ? null : { defaultLocationId: target.defaultLocationId, itemType: itemTypeOf(target.stockKind) };

  await db.transaction(async (tx) => {
    const firstSeen = new Map<string, number>();
    let cars: StockCarPatch[] = [];
    let valid = 0;

    // One batch is written while the next is read and checked: on PostgreSQL the server works
    // while this process parses, so a feed takes about the longer of the two, not their sum.
    let writing: Promise<void> = Promise.resolve();
    const flush = async (into: MergeContext) => {
      await writing;
      const written = cars;
      cars = [];
      writing = (async () => {
        const { added, updated } = await mergeStockCars(tx, target.dealershipId, written, into, { create: true });
        summary.added += added.length;
        summary.updated += updated.length;
        changed.push(...added.map((c) => c.slug), ...updated.map((c) => c.slug));
      })();
      // Awaited at the next flush or the end; if reading fails first, the transaction is rolled back anyway.
      writing.catch(() => undefined);
    };

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
      if (!context) {
        summary.rejected.push({ at, reason: 'location: the dealership has no location.' });
        continue;
      }
      // A blank location is the default one (null); a location left out leaves the car where it is.
      const locationId = typeof location === 'string' ? locationBySlug.get(location) : location;
      if (typeof location === 'string' && locationId === undefined) {
        summary.rejected.push({ at, reason: `location: the dealership has no location ${location}.` });
        continue;
      }
      valid++;
      cars.push({ stocknum: key, patch: { ...toCarPatch(car), ...(locationId === undefined ? {} : { location_id: locationId }) } });
      if (cars.length >= BATCH_SIZE) await flush(context);
    }
    if (context) await flush(context);
    await writing;
    summary.unchanged = valid - summary.added - summary.updated;

    if (!request.partial) {
      if (valid === 0) {
        throw new FeedFormatError(`${request.source.name}: no car in this feed could be read, and a full feed would mark every car sold; nothing was changed.`);
      }
      const sold = await sellAllBut(tx, target.dealershipId, [...firstSeen.keys()]);
      summary.sold = sold.length;
      changed.push(...sold);
    }
  });

  await request.expire(importTags(target, changed));
  return summary;
}
