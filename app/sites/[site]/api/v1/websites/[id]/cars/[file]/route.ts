import { NotFoundError } from '@/lib/errors';
import { jsonRoute } from '@/lib/api';
import { requireApiSite } from '@/site/request';
import { carJson } from '@/api-json/car-json';
import { siteCar } from '@/page-data/car-page';

type Context = { params: Promise<{ site: string; id: string; file: string }> };

/** GET /api/v1/websites/{id}/cars/{slug}.json: one car of the Host's site; any other site's car, or id, is not found. */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const { id, file } = await params;
  if (String(site.id) !== id || !file.endsWith('.json')) throw new NotFoundError('Not found');
  const car = await siteCar(site, file.slice(0, -'.json'.length));
  if (!car) throw new NotFoundError('Not found');
  return Response.json(carJson(car), { headers: { 'cache-control': 'public, max-age=60' } });
});
