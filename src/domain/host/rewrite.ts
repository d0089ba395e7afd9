import type { HostTarget } from './host';

/**
 * Where the proxy sends a request inside the app (docs/decisions/001-host-tenancy.md): under the
 * tenant's segment, so a site's pages and APIs are only reached through its own Host. Pure, so the
 * routing rules have table tests.
 */

/**
 * A search URL with no query string names a listing every shopper sees alike (/search/toyota), so
 * it is served from a stored copy of the search page (docs/decisions/013-stored-search-pages.md),
 * the route app/sites/[site]/stored-search.
 */
const STORED_SEARCH_SEGMENT = 'stored-search';

// A segment no page claims, so that the site's catch-all (app/sites/[site]/[...rest]) answers 404.
const UNKNOWN_SEGMENT = 'not-found';

// Next's client router adds `_rsc` to its own fetches so caches keep them apart from the HTML;
// it is not part of the shopper's search.
const ROUTER_PARAMS = new Set(['_rsc']);

function hasSearchParams(search: string): boolean {
  for (const key of new URLSearchParams(search).keys()) if (!ROUTER_PARAMS.has(key)) return true;
  return false;
}

/** Whether the path is the segment itself or lies under it. */
const isUnder = (pathname: string, segment: string) => pathname === `/${segment}` || pathname.startsWith(`/${segment}/`);

/**
 * The console's host serves the console alone, at the same /console paths as the platform host (so
 * its cookie's path is the same); its bare root opens the console, anything else is not found.
 */
function consolePath(pathname: string, search: string): string {
  if (pathname === '/') return `/platform/console${search}`;
  if (isUnder(pathname, 'console')) return `/platform${pathname}${search}`;
  return `/platform/console/${UNKNOWN_SEGMENT}${pathname}${search}`;
}

/** Whether a request reaches the console: its answers are never stored by any cache, never indexed. */
export function isConsoleRequest(target: Exclude<HostTarget, { kind: 'invalid' }>, pathname: string): boolean {
  return target.kind === 'console' || (target.kind === 'platform' && isUnder(pathname, 'console'));
}

export function appPath(target: Exclude<HostTarget, { kind: 'invalid' }>, pathname: string, search: string): string {
  if (target.kind === 'console') return consolePath(pathname, search);
  const prefix = target.kind === 'platform' ? '/platform' : `/sites/${target.host}`;
  if (target.kind === 'site') {
    // The stored route is reached only through the rewrite below; asked for by name it is an unknown path.
    if (isUnder(pathname, STORED_SEARCH_SEGMENT)) return `${prefix}/${UNKNOWN_SEGMENT}${pathname}${search}`;
    if (pathname.startsWith('/search/') && !hasSearchParams(search)) {
      return `${prefix}/${STORED_SEARCH_SEGMENT}${pathname.slice('/search'.length)}${search}`;
    }
  }
  return `${prefix}${pathname === '/' ? '' : pathname}${search}`;
}
