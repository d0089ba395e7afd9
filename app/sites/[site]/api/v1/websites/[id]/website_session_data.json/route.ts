import { NotFoundError } from '@/lib/errors';
import { jsonRoute } from '@/lib/api';
import { requireApiSite } from '@/site/request';
import { sessionData } from '@/domain/session-data';

type Context = { params: Promise<{ site: string; id: string }> };

/** SPEC 7: the public configuration of the Host's site; any other site's id is not found. */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  if (String(site.id) !== (await params).id) throw new NotFoundError('Not found');
  return Response.json(sessionData(site), { headers: { 'cache-control': 'public, max-age=60' } });
});
