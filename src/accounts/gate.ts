import 'server-only';
import { headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '../db';
import type { Shopper } from '../domain/accounts/types';
import { isGated, signInHref, type SignInType } from '../domain/accounts/gates';
import { HOME_PATH, safeLocalPath } from '../domain/accounts/safe-path';
import { isSameOriginRequest } from '../domain/accounts/same-origin';
import { SIGN_IN_MESSAGES } from '../domain/accounts/sign-in-code';
import type { Site } from '../domain/types';
import { ClientError } from '../lib/errors';
import { readSessionCookie } from './cookie';
import { shopperOfToken } from './sessions';

/**
 * The one gate (SPEC 6), used by gated pages and the account APIs alike. It reads the session
 * cookie, so only request-time pages call it; stored pages and the site layout never do.
 */

/** The signed-in shopper of this request on this site, or null. */
export async function currentShopper(site: Site): Promise<Shopper | null> {
  return shopperOfToken(await getDb(), site, await readSessionCookie());
}

/** Where the sign-in page's Back goes: the page the visitor came from on this host, else home. */
async function backPath(): Promise<string> {
  const list = await headers();
  const referer = list.get('referer');
  const host = list.get('host');
  if (!referer || !host) return HOME_PATH;
  try {
    const url = new URL(referer);
    return url.host === host ? safeLocalPath(`${url.pathname}${url.search}`) : HOME_PATH;
  } catch {
    return HOME_PATH;
  }
}

/**
 * For a page: the shopper when signed in; a signed-out visitor on a page the site gates is
 * redirected to /sign-in with type, redirect (this page) and back. Ungated, it answers null
 * without reading the cookie.
 */
export async function gatePage(site: Site, type: SignInType, here: string): Promise<Shopper | null> {
  if (!isGated(type, site.config.gatedPages)) return null;
  const shopper = await currentShopper(site);
  if (!shopper) redirect(signInHref(type, here, await backPath()));
  return shopper;
}

/** Refuses a state-changing request that did not come from a page of this host (CSRF). */
export function assertSameOrigin(request: Request): void {
  const ok = isSameOriginRequest({
    method: request.method,
    host: request.headers.get('host'),
    origin: request.headers.get('origin'),
    secFetchSite: request.headers.get('sec-fetch-site'),
  });
  if (!ok) throw new ClientError('This request must come from a page of this site.', 403);
}

/** For an API: the signed-in shopper, after the CSRF check; a 401 with a message otherwise. */
export async function requireApiShopper(request: Request, site: Site): Promise<Shopper> {
  assertSameOrigin(request);
  const shopper = await currentShopper(site);
  if (!shopper) throw new ClientError(SIGN_IN_MESSAGES.signedOut, 401);
  return shopper;
}
