import { jsonRoute } from '@/lib/api';
import { readJsonBody } from '@/lib/request-body';
import { applyHandedOverSiteFile } from '@/site/site-file-server';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/** POST /api/v1/operator/site-apply on the platform host: `npm run site:apply` handed over (docs/site-file.md). */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const result = await applyHandedOverSiteFile(await readJsonBody(request, 'the apply request', 8 * 1024));
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
