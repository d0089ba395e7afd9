import { revokeKeyHandedOver } from '@/dealer-api/key-hand-over';
import { jsonRoute } from '@/lib/api';
import { readJsonBody } from '@/lib/request-body';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/** POST /api/v1/operator/key-revoke on the platform host: `npm run key:revoke` handed over (docs/dealer-api.md). */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const result = await revokeKeyHandedOver(await readJsonBody(request, 'the key request', 8 * 1024));
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
