import { jsonRoute } from '@/lib/api';
import { readJsonBody } from '@/lib/request-body';
import { exportHandedOverSiteFile } from '@/site/site-file-server';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/** POST /api/v1/operator/site-export on the platform host: `npm run site:export` handed over (docs/site-file.md). */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const result = await exportHandedOverSiteFile(await readJsonBody(request, 'the export request', 8 * 1024));
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
