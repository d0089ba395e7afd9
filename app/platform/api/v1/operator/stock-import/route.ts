import { jsonRoute } from '@/lib/api';
import { readJsonBody } from '@/lib/request-body';
import { importHandedOverFeed } from '@/stock/import/server-import';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/** POST /api/v1/operator/stock-import on the platform host: `npm run stock:import` handed over (docs/stock-import.md). */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const summary = await importHandedOverFeed(await readJsonBody(request, 'the import request', 8 * 1024));
  return Response.json(summary, { headers: { 'cache-control': 'no-store' } });
});
