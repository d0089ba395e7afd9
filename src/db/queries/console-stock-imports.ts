import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { FeedColumn } from '../../domain/stock-feed/columns';
import type { Db } from '../client';
import { stockFeedMappings, stockImports } from '../schema';

/** The console's feed uploads (stock_imports) and each dealership's saved column mapping. */

export type StockImportRow = typeof stockImports.$inferSelect;

export async function savedMapping(db: Db, dealershipId: number): Promise<Record<string, FeedColumn>> {
  const [row] = await db.select({ columns: stockFeedMappings.columns }).from(stockFeedMappings).where(eq(stockFeedMappings.dealershipId, dealershipId));
  return row?.columns ?? {};
}

export async function saveMapping(db: Db, dealershipId: number, columns: Record<string, FeedColumn>): Promise<void> {
  await db
    .insert(stockFeedMappings)
    .values({ dealershipId, columns })
    .onConflictDoUpdate({ target: stockFeedMappings.dealershipId, set: { columns, updatedAt: sql`now()` } });
}

export async function insertStockImport(
  db: Db,
  row: { dealershipId: number; staffId: number; fileName: string; format: string; partial: boolean; dryRun: boolean; bytesTotal: number },
): Promise<number> {
  const [inserted] = await db.insert(stockImports).values(row).returning({ id: stockImports.id });
  if (!inserted) throw new Error('stock import not recorded');
  return inserted.id;
}

export async function recordImportProgress(db: Db, id: number, bytesRead: number): Promise<void> {
  await db.update(stockImports).set({ bytesRead }).where(and(eq(stockImports.id, id), eq(stockImports.status, 'running')));
}

export type ImportOutcome =
  | { status: 'done'; rows: number; added: number; updated: number; unchanged: number; removed: number; unit: string; rejected: { at: number; reason: string }[] }
  | { status: 'failed'; error: string };

export async function finishStockImport(db: Db, id: number, outcome: ImportOutcome): Promise<void> {
  await db
    .update(stockImports)
    .set({ ...outcome, ...(outcome.status === 'done' ? { bytesRead: sql`${stockImports.bytesTotal}` } : {}), finishedAt: sql`now()` })
    .where(eq(stockImports.id, id));
}

export async function findStockImport(db: Db, id: number): Promise<StockImportRow | null> {
  const [row] = await db.select().from(stockImports).where(eq(stockImports.id, id));
  return row ?? null;
}

/** A dealership's uploads, newest first; the rejected rows stay out (the report downloads them). */
export async function importHistory(db: Db, dealershipId: number, limit = 20): Promise<Omit<StockImportRow, 'rejected'>[]> {
  const { rejected, ...columns } = getTableColumns(stockImports);
  void rejected;
  return db
    .select(columns)
    .from(stockImports)
    .where(eq(stockImports.dealershipId, dealershipId))
    .orderBy(desc(stockImports.startedAt), desc(stockImports.id))
    .limit(limit);
}
