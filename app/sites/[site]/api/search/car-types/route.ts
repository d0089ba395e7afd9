import { jsonRoute } from '@/lib/api';
import { siteCarTypeCounts } from '@/search/service';
import { requireApiSite } from '@/site/request';

type Context = { params: Promise<{ site: string }> };

/** GET /api/search/car-types: how many new, used and demo vehicles the site lists (SPEC 7). */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  return Response.json(await siteCarTypeCounts(site), { headers: { 'cache-control': 'no-store' } });
});
