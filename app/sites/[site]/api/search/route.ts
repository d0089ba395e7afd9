import { searchResultJson } from '@/api-json/search-json';
import { jsonRoute } from '@/lib/api';
import { parseSearchParams } from '@/domain/search/parse';
import { searchSite } from '@/search/service';
import { requireApiSite } from '@/site/request';

type Context = { params: Promise<{ site: string }> };

/** GET /api/search on a site's Host (docs/api.md): any query string gives 200 with what it could use. */
export const GET = jsonRoute(async (request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const { query } = parseSearchParams(new URL(request.url).searchParams);
  return Response.json(searchResultJson(await searchSite(site, query)), { headers: { 'cache-control': 'no-store' } });
});
