import 'server-only';
import { Readable } from 'node:stream';
import { expireTags } from '../../cache/invalidate';
import type { Db } from '../../db/client';
import {
  findStockImport,
  finishStockImport,
  importHistory,
  insertStockImport,
  recordImportProgress,
  saveMapping,
  savedMapping,
  type StockImportRow,
} from '../../db/queries/console-stock-imports';
import { dealershipImportTarget } from '../../db/queries/stock-import';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { FEED_UPLOAD_MAX_BYTES, rejectedRowsCsv } from '../../domain/console/feed-upload';
import { roleCan } from '../../domain/console/roles';
import type { FeedColumn } from '../../domain/stock-feed/columns';
import { ValidationError } from '../../lib/errors';
import { log } from '../../lib/log';
import { FeedFormatError } from '../../stock/import/feed-error';
import { formatOf } from '../../stock/import/readers';
import { importStockFeed, previewStockFeed, type ImportSummary } from '../../stock/import/service';
import { recordAudit } from '../audit';
import { resolved, type ExpireTags, type StockDeps } from './deps';

/**
 * A stock feed file uploaded in the console, through the importer every feed takes
 * (src/stock/import): checked and recorded at once, then read in the background while the page
 * shows its progress from the recorded bytes; a dry run reports what would change and writes no
 * car. Each finished upload keeps its counts and every rejected row with why: the dealership's
 * import history and its downloadable report.
 */

export type FeedUpload = {
  fileName: string;
  bytes: Uint8Array;
  /** A full feed (false) sells the cars it does not list. */
  partial: boolean;
  dryRun: boolean;
  /** The mapping sent with this upload, saved for the next; null uses the saved one. */
  mapping: Record<string, FeedColumn> | null;
};

/** How often, at most, a running import records how far it has read. */
const PROGRESS_EVERY_MS = 250;

export type StartedImport = { importId: number; run: () => Promise<void> };

export async function startFeedImport(actor: StaffActor, dealershipId: number, upload: FeedUpload, deps: StockDeps = {}): Promise<StartedImport> {
  authorize(actor, 'stock.write', dealershipId);
  const { db } = await resolved(deps);
  const format = formatOf(upload.fileName);
  if (!format) throw new ValidationError('The file was not imported.', { file: ['Choose a CSV, JSON or XML file (its name ends in .csv, .json or .xml).'] });
  if (upload.bytes.byteLength === 0) throw new ValidationError('The file was not imported.', { file: ['The file is empty.'] });
  if (upload.bytes.byteLength > FEED_UPLOAD_MAX_BYTES) {
    throw new ValidationError('The file was not imported.', { file: [`The file is larger than ${FEED_UPLOAD_MAX_BYTES / 1024 / 1024} MB; split it, or import it with npm run stock:import.`] });
  }
  const target = await dealershipImportTarget(db, dealershipId);
  if (!target) throw new ValidationError('The file was not imported.', { file: ['This dealership has no site of its own to import stock into.'] });
  if (upload.mapping !== null) {
    const columns = upload.mapping;
    await db.transaction(async (tx) => {
      const before = await savedMapping(tx, dealershipId);
      await saveMapping(tx, dealershipId, columns);
      await recordAudit(tx, actor, { dealershipId, action: 'stock.mapping', entity: 'dealership', entityId: dealershipId, before, after: columns });
    });
  }
  const mapping = upload.mapping ?? (await savedMapping(db, dealershipId));
  const importId = await insertStockImport(db, {
    dealershipId,
    staffId: actor.staffId,
    fileName: upload.fileName,
    format,
    partial: upload.partial,
    dryRun: upload.dryRun,
    bytesTotal: upload.bytes.byteLength,
  });
  const run = () => runImport(db, actor, { importId, dealershipId, siteSlug: target.siteSlug, format, upload, mapping, expire: deps.expireTags ?? expireTags });
  return { importId, run };
}

type Run = {
  importId: number;
  dealershipId: number;
  siteSlug: string;
  format: 'csv' | 'json' | 'xml';
  upload: FeedUpload;
  mapping: Record<string, FeedColumn>;
  expire: ExpireTags;
};

async function runImport(db: Db, actor: StaffActor, run: Run): Promise<void> {
  let lastProgress = 0;
  let progress: Promise<void> = Promise.resolve();
  const onBytes = (bytes: number) => {
    const now = Date.now();
    if (now - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = now;
    progress = progress.then(() => recordImportProgress(db, run.importId, bytes)).catch((error: unknown) => log.warn({ err: error }, 'could not record import progress'));
  };
  const request = {
    site: run.siteSlug,
    partial: run.upload.partial,
    source: {
      name: run.upload.fileName,
      format: run.format,
      input: Readable.from([Buffer.from(run.upload.bytes)]),
      ...(Object.keys(run.mapping).length > 0 ? { mapping: { columns: run.mapping } } : {}),
      onBytes,
    },
  };
  try {
    const summary: ImportSummary = run.upload.dryRun
      ? await previewStockFeed(db, request)
      : await importStockFeed(db, { ...request, expire: run.expire });
    await progress;
    const { rows, added, updated, unchanged, sold: removed, unit, rejected } = summary;
    await db.transaction(async (tx) => {
      await finishStockImport(tx, run.importId, { status: 'done', rows, added, updated, unchanged, removed, unit, rejected });
      if (!run.upload.dryRun) {
        await recordAudit(tx, actor, {
          dealershipId: run.dealershipId,
          action: 'stock.import',
          entity: 'stock_import',
          entityId: run.importId,
          after: { file: run.upload.fileName, partial: run.upload.partial, rows, added, updated, unchanged, removed, rejected: rejected.length },
        });
      }
    });
  } catch (error) {
    await progress;
    const known = error instanceof FeedFormatError || error instanceof ValidationError;
    if (!known) log.error({ err: error, importId: run.importId }, 'stock feed upload failed');
    await finishStockImport(db, run.importId, { status: 'failed', error: known ? error.message : 'The import stopped on an unexpected error; nothing was changed by its unfinished part. Try again.' });
  }
}

/** One upload of the actor's dealerships: its progress and, once done, its counts. */
export async function feedImportStatus(actor: StaffActor, importId: number, deps: StockDeps = {}): Promise<StockImportRow> {
  const { db } = await resolved(deps);
  const row = Number.isSafeInteger(importId) && importId > 0 ? await findStockImport(db, importId) : null;
  if (!row) throw new ConsoleNotFoundError();
  authorize(actor, 'stock.read', row.dealershipId);
  return row;
}

/** The report of an upload's rejected rows, with the reason for each, as a CSV file. */
export async function rejectedRowsReport(actor: StaffActor, importId: number, deps: StockDeps = {}): Promise<{ fileName: string; csv: string }> {
  const row = await feedImportStatus(actor, importId, deps);
  const base = row.fileName.replace(/\.[^.]*$/, '').replace(/[^A-Za-z0-9._-]+/g, '-') || 'feed';
  return { fileName: `${base}-rejected-rows.csv`, csv: rejectedRowsCsv(row.unit, row.rejected) };
}

export type FeedImportPage = {
  dealershipId: number;
  dealerships: { id: number; name: string }[];
  canWrite: boolean;
  mapping: Record<string, FeedColumn>;
  history: Awaited<ReturnType<typeof importHistory>>;
};

/** The upload page: the dealership's saved mapping and its import history. */
export async function feedImportPage(actor: StaffActor, dealershipId: number | null, deps: StockDeps = {}): Promise<FeedImportPage> {
  const readable = dealershipsAllowing(actor, 'stock.read');
  const id = dealershipId ?? readable[0];
  if (id === undefined) throw new ConsoleNotFoundError();
  const role = authorize(actor, 'stock.read', id);
  const { db } = await resolved(deps);
  const [mapping, history] = await Promise.all([savedMapping(db, id), importHistory(db, id)]);
  return {
    dealershipId: id,
    dealerships: actor.dealerships.filter((d) => readable.includes(d.id)).map((d) => ({ id: d.id, name: d.name })),
    canWrite: roleCan(role, 'stock.write'),
    mapping,
    history,
  };
}
