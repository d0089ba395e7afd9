import { NextResponse, type NextRequest } from 'next/server';
import { frontPolicy, PRIVATE_CACHE_CONTROL, sharedPageHeaders, storedPageTags } from './src/cache/front-headers';
import { REQUEST_ID_HEADER, requestIdFor } from './src/lib/request-id';
import { parseHost } from './src/domain/host/host';
import { proxySiteId } from './src/site/proxy-site-ids';
import { appPath } from './src/domain/host/rewrite';

const platformHosts = (process.env.PLATFORM_HOSTS ?? 'localhost,127.0.0.1,[::1]')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

/**
 * Host-based tenancy. Every path is rewritten under the tenant's segment (src/domain/host/rewrite.ts), so
 * a site's pages and APIs can only be reached through its own Host: `/x` on harbour-toyota.localhost
 * becomes `/sites/harbour-toyota.localhost/x`, and a client asking for `/sites/...` directly gets
 * that path nested under its own host segment, which matches nothing.
 *
 * The proxy only normalises the host and gives the request its id (`x-request-id`, for route
 * handlers' log lines); the site is looked up from the rewritten segment by the page or route
 * handler (the proxy shares no module state with the render code).
 */
export async function proxy(request: NextRequest) {
  const target = parseHost(request.headers.get('host'), platformHosts);
  const { pathname, search } = request.nextUrl;
  if (target.kind === 'invalid') {
    return new NextResponse('Bad Request: invalid Host header\n', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestIdFor(request.headers.get(REQUEST_ID_HEADER)));
  const rewritten = NextResponse.rewrite(new URL(appPath(target, pathname, search), request.url), { request: { headers } });
  if (target.kind === 'site') {
    for (const [name, value] of Object.entries(await frontHeaders(request, target.host))) rewritten.headers.set(name, value);
  }
  return rewritten;
}

/** Cache headers for a front (Varnish, a CDN) on a dealer site's stored pages (src/cache/front-headers.ts). */
async function frontHeaders(request: NextRequest, host: string): Promise<Record<string, string>> {
  const policy = frontPolicy({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookie: request.headers.get('cookie'),
    routerFetch: request.headers.has('rsc'),
  });
  if (policy.cache === 'app') return {};
  if (policy.cache === 'private') return { 'cache-control': PRIVATE_CACHE_CONTROL };
  // Read per call: `next start` sets PORT to the port it listens on once it listens.
  const port = Number(process.env.PORT ?? 3000);
  const siteId = await proxySiteId(host, { port, platformHost: platformHosts[0] ?? 'localhost', platformDomain: process.env.PLATFORM_DOMAIN });
  return siteId === null ? {} : sharedPageHeaders(storedPageTags(policy.page, siteId));
}

export const config = {
  // Build assets and generated media are the same for every tenant.
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
