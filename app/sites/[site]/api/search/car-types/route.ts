import { jsonRoute } from '@/lib/api';
import { NotFoundError } from '@/lib/errors';
import { siteCarTypeCounts } from '@/search/service';
import { siteFromSegment } from '@/site/request';

type Context = { params: Promise<{ site: string }> };

/** GET /api/search/car-types: how many new, used and demo vehicles the site lists (SPEC 7). */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await siteFromSegment((await params).site);
  if (!site) throw new NotFoundError('Not found');
  return Response.json(await siteCarTypeCounts(site), { headers: { 'cache-control': 'no-store' } });
});
