import { requireApiSite } from '@/site/request';
import { checkPreviewToken, endPreview, startPreview } from '@/site/preview';
import { jsonRoute } from '@/lib/api';

type Context = { params: Promise<{ site: string }> };

const PRIVATE = { 'cache-control': 'private, no-store', 'x-robots-tag': 'noindex, nofollow' };

/**
 * GET /api/preview?token=…: the site editor's preview link (issue 31). A valid token for this
 * site turns the preview on in this browser and opens the home page showing the draft; an expired
 * or forged one is refused. GET /api/preview?exit=1 turns it off.
 */
export const GET = jsonRoute(async (request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const url = new URL(request.url);
  if (url.searchParams.has('exit')) {
    await endPreview();
    return new Response(null, { status: 303, headers: { ...PRIVATE, location: '/' } });
  }
  const token = url.searchParams.get('token') ?? '';
  const claim = checkPreviewToken(token);
  if (!claim || claim.siteId !== site.id) {
    return new Response('This preview link is not valid or has expired. Make a new one in the console.\n', {
      status: 403,
      headers: { ...PRIVATE, 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const secure = (request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '')) === 'https';
  await startPreview(claim, token, secure);
  return new Response(null, { status: 303, headers: { ...PRIVATE, location: '/' } });
});
