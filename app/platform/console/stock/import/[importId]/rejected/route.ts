import { consoleRoute } from '@/console/respond';
import { requireApiStaff } from '@/console/session';
import { rejectedRowsReport } from '@/console/stock/feed-upload';

/** The rejected rows of an upload, each with its reason, as a CSV download. */
export const GET = consoleRoute(async (_request: Request, context: { params: Promise<{ importId: string }> }) => {
  const actor = await requireApiStaff();
  const { importId } = await context.params;
  const report = await rejectedRowsReport(actor, /^\d{1,9}$/.test(importId) ? Number(importId) : 0);
  return new Response(report.csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${report.fileName}"`,
      'cache-control': 'no-store',
    },
  });
});
