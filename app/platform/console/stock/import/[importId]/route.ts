import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';
import { feedImportStatus } from '@/console/stock/feed-upload';

/** An upload's progress and, once it ends, its counts: polled by the upload page. */
export const GET = consoleRoute(async (_request: Request, context: { params: Promise<{ importId: string }> }) => {
  const actor = await requireApiStaff();
  const { importId } = await context.params;
  const row = await feedImportStatus(actor, /^\d{1,9}$/.test(importId) ? Number(importId) : 0);
  return Response.json(
    {
      id: row.id,
      status: row.status,
      dry_run: row.dryRun,
      bytes_read: row.bytesRead,
      bytes_total: row.bytesTotal,
      rows: row.rows,
      added: row.added,
      updated: row.updated,
      unchanged: row.unchanged,
      removed: row.removed,
      rejected: row.rejected.length,
      unit: row.unit,
      error: row.error,
    },
    { headers: { 'cache-control': 'no-store' } },
  );
});
