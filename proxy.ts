import { NextResponse, type NextRequest } from 'next/server';
import { REQUEST_ID_HEADER, requestIdFor } from './src/lib/request-id';
import { parseHost } from './src/site/host';
import { appPath } from './src/site/rewrite';

const platformHosts = (process.env.PLATFORM_HOSTS ?? 'localhost,127.0.0.1,[::1]')
  .split(',')
  .map((h) => h.trim().toLowerCase())
  .filter(Boolean);

/**
 * Host-based tenancy. Every path is rewritten under the tenant's segment (src/site/rewrite.ts), so
 * a site's pages and APIs can only be reached through its own Host: `/x` on harbour-toyota.localhost
 * becomes `/sites/harbour-toyota.localhost/x`, and a client asking for `/sites/...` directly gets
 * that path nested under its own host segment, which matches nothing.
 *
 * The proxy only normalises the host and gives the request its id (`x-request-id`, for route
 * handlers' log lines); the site is looked up from the rewritten segment by the page or route
 * handler (the proxy shares no module state with the render code).
 */
export function proxy(request: NextRequest) {
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
  return NextResponse.rewrite(new URL(appPath(target, pathname, search), request.url), { request: { headers } });
}

export const config = {
  // Build assets and generated media are the same for every tenant.
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
