import { PREVIEW_COOKIE } from '../domain/site-versions/preview-token';
import { DEVICE_COOKIE, SESSION_COOKIE } from '../domain/visitor/ids';
import { REVALIDATE_SECONDS } from './life';
import { carTag, siteTag, stockTag } from './tags';

/**
 * What a shared cache in front of the app (Varnish, a CDN: docs/deploy.md) may keep, and under
 * which tags it is purged. Only the stored pages (decisions 011 and 013: a site's home, car pages
 * and search listings without a query string) are the same for every shopper; everything else
 * keeps the headers the app gives it. Pure, so the proxy's rule has table tests.
 */

/** The parts of a request to a dealer site that decide whether its answer may be shared. */
export type FrontRequest = {
  method: string;
  pathname: string;
  search: string;
  /** The request's Cookie header, if it has one. */
  cookie: string | null;
  /** Next's client router asks for the page's React payload, not its HTML (the `rsc` header). */
  routerFetch: boolean;
};

export type StoredPage = { kind: 'home' } | { kind: 'car'; slug: string } | { kind: 'search' };

export type FrontPolicy =
  /** Not a stored page: the app's own headers stand (per-request pages and APIs are private or no-store). */
  | { cache: 'app' }
  /** A stored page asked for with a cookie: the shopper may be signed in, so no shared cache keeps this answer. */
  | { cache: 'private' }
  | { cache: 'shared'; page: StoredPage };

// A car slug as the app makes them (src/domain/slug.ts); anything else is a not-found page left to the app.
const CAR_PATH = /^\/cars\/([a-z0-9](?:[a-z0-9-]*[a-z0-9])?)$/;

function storedPage(pathname: string): StoredPage | null {
  if (pathname === '/') return { kind: 'home' };
  const car = CAR_PATH.exec(pathname);
  if (car) return { kind: 'car', slug: car[1]! };
  if (pathname.startsWith('/search/') && pathname.length > '/search/'.length) return { kind: 'search' };
  return null;
}

/**
 * Cookies no stored page reads: the visitor ids the page's own script sets on every visit
 * (decision 026; the server reads them only on leads and events, which are never stored) and the
 * analytics cookies of a site's tags. deploy/varnish/forecourt.vcl lists the same names, since a
 * returning visitor always carries them and would otherwise never be served from the front.
 */
const SHAREABLE_COOKIE = new RegExp(`^(${DEVICE_COOKIE}|${SESSION_COOKIE}|_ga|_ga_[A-Za-z0-9]+|_gid|_gat[A-Za-z0-9_]*|_gcl_[a-z]+|_fbp|_fbc|__utm[a-z]+)$`);

/** Whether the request carries a cookie that may make the page the shopper's own (a session, or one we don't know). */
function hasOwnCookie(header: string | null): boolean {
  if (!header) return false;
  return header
    .split(';')
    .map((pair) => pair.split('=')[0]!.trim())
    .some((name) => name !== '' && !SHAREABLE_COOKIE.test(name));
}

export function frontPolicy(request: FrontRequest): FrontPolicy {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { cache: 'app' };
  // A shopper's query (and the router's `_rsc`) makes a URL of its own that no shared cache should multiply.
  if (request.search !== '' || request.routerFetch) return { cache: 'app' };
  const page = storedPage(request.pathname);
  if (!page) return { cache: 'app' };
  return hasOwnCookie(request.cookie) ? { cache: 'private' } : { cache: 'shared', page };
}

/** The tags the stored page's reads carry (src/page-data/car-page.ts, home-page.ts, src/search/service.ts), so a tag's expiry reaches the front too. */
export function storedPageTags(page: StoredPage, siteId: number): string[] {
  const siteWide = [siteTag(siteId), stockTag(siteId)];
  return page.kind === 'car' ? [carTag(page.slug), ...siteWide] : siteWide;
}

export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/**
 * Headers of a stored page for the front: its tags as Varnish (`Surrogate-Key`, space-separated)
 * and CDNs (`Cache-Tag`, comma-separated) read them. A shared cache keeps the page until a tag is
 * purged, and at most as long as the app's own stored copy, which bounds what turns over with the
 * clock (src/cache/life.ts); browsers ask again every time, so a purge reaches them at once.
 */
export function sharedPageHeaders(tags: readonly string[]): Record<string, string> {
  return {
    'cache-control': `public, max-age=0, s-maxage=${REVALIDATE_SECONDS}`,
    'surrogate-key': tags.join(' '),
    'cache-tag': tags.join(','),
  };
}

/**
 * A browser previewing a draft (the site editor's preview cookie, src/site/preview.ts): whatever it
 * is shown is kept by no cache and indexed by no search engine.
 */
export function previewHeaders(cookie: string | null): Record<string, string> {
  const previewing = (cookie ?? '').split(';').some((pair) => pair.split('=')[0]!.trim() === PREVIEW_COOKIE);
  return previewing ? { 'cache-control': PRIVATE_CACHE_CONTROL, 'x-robots-tag': 'noindex, nofollow' } : {};
}
