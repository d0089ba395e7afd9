import { listKeysHandedOver } from '@/dealer-api/key-hand-over';
import { jsonRoute } from '@/lib/api';
import { readJsonBody } from '@/lib/request-body';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/** POST /api/v1/operator/key-list on the platform host: `npm run key:list` handed over: every key, never the key itself (docs/dealer-api.md). */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const result = await listKeysHandedOver(await readJsonBody(request, 'the key request', 8 * 1024));
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
