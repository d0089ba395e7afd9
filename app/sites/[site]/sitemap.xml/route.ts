import { requireApiSite } from '@/site/request';
import { siteSitemap } from '@/site/sitemap';
import { jsonRoute } from '@/lib/api';

// Answered per request from the tagged cache; never prerendered at build, when there is no database.
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ site: string }> };

/** GET /sitemap.xml on a site's Host: that site's pages and listed cars, on its own host. */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  return new Response(await siteSitemap(site), { headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=300' } });
});
