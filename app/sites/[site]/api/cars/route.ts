import { siteCarsJson } from '@/api-json/site-car-json';
import { parseCarIds } from '@/domain/car-ids';
import { jsonRoute } from '@/lib/api';
import { requireApiSite } from '@/site/request';
import { siteCarsByIds } from '@/page-data/cars-by-id';

type Context = { params: Promise<{ site: string }> };

/** GET /api/cars?ids=12,34 on a site's Host (docs/api.md): the saved cars' current price and status. */
export const GET = jsonRoute(async (request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const parsed = parseCarIds(new URL(request.url).searchParams.get('ids'));
  if (!parsed.ok) {
    return Response.json({ error: parsed.message }, { status: 400, headers: { 'cache-control': 'no-store' } });
  }
  return Response.json(siteCarsJson(await siteCarsByIds(site, parsed.ids)), { headers: { 'cache-control': 'no-store' } });
});
