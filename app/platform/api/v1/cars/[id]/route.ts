import { parseDatabaseId } from '@/domain/database-id';
import { jsonRoute } from '@/lib/api';
import { NotFoundError } from '@/lib/errors';
import { readJsonBody } from '@/lib/request-body';
import { changeCar } from '@/stock/changes';
import { requireStockFeed } from '@/stock/feed-auth';

const CHANGE_MAX_BYTES = 4 * 1024;

/** PATCH /api/v1/cars/{id} on the platform host: a stock feed changes one car (docs/api.md). */
export const PATCH = jsonRoute(async (request, { params }: { params: Promise<{ id: string }> }) => {
  requireStockFeed(request);
  const carId = parseDatabaseId((await params).id);
  if (carId === null) throw new NotFoundError('Not found');
  const changed = await changeCar(carId, await readJsonBody(request, 'the change', CHANGE_MAX_BYTES));
  return Response.json(changed, { headers: { 'cache-control': 'no-store' } });
});
