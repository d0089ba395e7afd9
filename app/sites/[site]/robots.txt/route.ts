import { requireApiSite } from '@/site/request';
import { robotsTxt } from '@/seo/sitemap-xml';
import { siteOrigin } from '@/domain/site-origin';
import { jsonRoute } from '@/lib/api';

type Context = { params: Promise<{ site: string }> };

/** GET /robots.txt on a site's Host, pointing at the site's own sitemap. */
export const GET = jsonRoute(async (_request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  return new Response(robotsTxt(siteOrigin(site)), { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' } });
});
