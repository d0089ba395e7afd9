import { NextResponse, type NextRequest } from 'next/server';
import { frontPolicy, previewHeaders, PRIVATE_CACHE_CONTROL, sharedPageHeaders, storedPageTags } from './src/cache/front-headers';
import { env } from './src/env';
import { HSTS_SCOPE_HEADER, WHOLE_DOMAIN } from './src/lib/answer-headers';
import { CSP_ADDITIONS_HEADER, cspAdditionsHeader } from './src/lib/security-headers';
import { REQUEST_ID_HEADER, requestIdFor } from './src/lib/request-id';
import { consoleHostOf, parseHost } from './src/domain/host/host';
import { platformWholeDomainHttps, proxySite } from './src/site/proxy-site';
import { appPath, isConsoleRequest } from './src/domain/host/rewrite';

/**
 * Host-based tenancy. Every path is rewritten under the tenant's segment (src/domain/host/rewrite.ts), so
 * a site's pages and APIs can only be reached through its own Host: `/x` on harbour-toyota.localhost
 * becomes `/sites/harbour-toyota.localhost/x`, and a client asking for `/sites/...` directly gets
 * that path nested under its own host segment, which matches nothing.
 *
 * The proxy normalises the host, answers a host no site has with 404 before anything renders (a
 * page rendered for it could be stored), gives the request its id (`x-request-id`, for route
 * handlers' log lines) and tags a site's stored pages for the front. It finds the site in the
 * app's site directory (src/site/proxy-site.ts); the page or route handler looks it up again from
 * the rewritten segment, from the same cache.
 */
export async function proxy(request: NextRequest) {
  const target = parseHost(request.headers.get('host'), env().PLATFORM_HOSTS, consoleHostOf(env().PLATFORM_DOMAIN));
  const { pathname, search } = request.nextUrl;
  if (target.kind === 'invalid') return plainAnswer(400, 'Bad Request: invalid Host header\n');
  const site = target.kind === 'site' ? await proxySite(target.host, request.headers.get('cookie')) : null;
  if (site?.kind === 'unknown') return plainAnswer(404, 'Page not found: no site answers at this host\n');

  const headers = new Headers(request.headers);
  headers.set(REQUEST_ID_HEADER, requestIdFor(request.headers.get(REQUEST_ID_HEADER)));
  const rewritten = NextResponse.rewrite(new URL(appPath(target, pathname, search), request.url), { request: { headers } });
  if (site !== null) {
    for (const [name, value] of Object.entries(frontHeaders(request, site.kind === 'site' ? site.id : null))) rewritten.headers.set(name, value);
    for (const [name, value] of Object.entries(previewHeaders(request.headers.get('cookie')))) rewritten.headers.set(name, value);
  }
  if (isConsoleRequest(target, pathname)) {
    // Staff pages: private to the signed-in person, so no cache of any kind keeps them, and never indexed.
    rewritten.headers.set('cache-control', CONSOLE_CACHE_CONTROL);
    rewritten.headers.set('x-robots-tag', 'noindex, nofollow');
  }
  const wholeDomainHttps = site === null ? platformWholeDomainHttps(null) : site.kind === 'site' && site.wholeDomainHttps;
  // Read and removed by the server as the answer leaves (scripts/lib/secure-answers.ts).
  if (wholeDomainHttps) rewritten.headers.set(HSTS_SCOPE_HEADER, WHOLE_DOMAIN);
  // What the site's pages add to the CSP (map providers, tracking tags), likewise read and removed by the server (scripts/serve.ts).
  if (site?.kind === 'site') rewritten.headers.set(CSP_ADDITIONS_HEADER, cspAdditionsHeader(site.csp));
  return rewritten;
}

const CONSOLE_CACHE_CONTROL = 'private, no-store';

function plainAnswer(status: number, body: string): NextResponse {
  return new NextResponse(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } });
}

/** Cache headers for a front (Varnish, a CDN) on a dealer site's stored pages (src/cache/front-headers.ts). */
function frontHeaders(request: NextRequest, siteId: number | null): Record<string, string> {
  const policy = frontPolicy({
    method: request.method,
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookie: request.headers.get('cookie'),
    routerFetch: request.headers.has('rsc'),
  });
  if (policy.cache === 'app') return {};
  if (policy.cache === 'private') return { 'cache-control': PRIVATE_CACHE_CONTROL };
  // Untagged when the site could not be read: the front then passes the page to the app.
  return siteId === null ? {} : sharedPageHeaders(storedPageTags(policy.page, siteId));
}

export const config = {
  // Build assets and generated media are the same for every tenant.
  matcher: ['/((?!_next/static|_next/image|media/|favicon.ico).*)'],
};
