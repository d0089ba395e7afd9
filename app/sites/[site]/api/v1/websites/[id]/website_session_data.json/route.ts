import { NotFoundError } from '@/lib/errors';
import { jsonRoute } from '@/lib/api';
import { requireApiSite } from '@/site/request';
import { isMissingSiteId, sessionData } from '@/domain/session-data';

type Context = { params: Promise<{ site: string; id: string }> };

/** SPEC 7: the public configuration of the Host's site, null without a site id; any other site's id is not found. */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const { id } = await params;
  if (isMissingSiteId(id)) return Response.json(null, { headers: { 'cache-control': 'public, max-age=60' } });
  if (String(site.id) !== id) throw new NotFoundError('Not found');
  return Response.json(sessionData(site), { headers: { 'cache-control': 'public, max-age=60' } });
});
