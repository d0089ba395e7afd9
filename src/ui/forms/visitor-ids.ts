import { visitorCookies, visitorIdFromBytes, visitorIdsFromCookies, type VisitorIds } from '@/domain/visitor/ids';

/**
 * The visitor's ids in the browser. The page's own script sets the cookies, not the server, so
 * stored pages (decisions 011 and 013) stay the same for everyone and are never sent with a
 * Set-Cookie. Each page view renews both lifetimes, so the session id lasts while pages follow
 * each other within 30 minutes. A browser that refuses cookies still gets ids for this page.
 */
function newId(): string {
  return visitorIdFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

export function ensureVisitorIds(): VisitorIds {
  const { ids, cookies } = visitorCookies(visitorIdsFromCookies(document.cookie), newId, window.location.protocol === 'https:');
  for (const cookie of cookies) document.cookie = cookie;
  return ids;
}
