import { createStaffHandedOver } from '@/console/staff-hand-over';
import { jsonRoute } from '@/lib/api';
import { readJsonBody } from '@/lib/request-body';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/** POST /api/v1/operator/staff-create on the platform host: `npm run staff:create` handed over to the server holding the embedded database. */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const result = await createStaffHandedOver(await readJsonBody(request, 'the staff request', 8 * 1024));
  return Response.json(result, { headers: { 'cache-control': 'no-store' } });
});
