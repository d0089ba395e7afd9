/**
 * Visitor identity (SPEC 1 and 6): every visitor has a generated device id (`anon_id`) and a
 * session id (`session_id`), kept in first-party cookies and carried on leads and analytics
 * events. Both are random UUIDs (version 4) made from 16 random bytes, so the browser can make
 * them with `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, works on plain http too.
 */

export const DEVICE_COOKIE = 'fc_anon';
export const SESSION_COOKIE = 'fc_visit';

/** The device id lasts as long as a browser keeps a cookie (Chromium caps Max-Age at 400 days); each visit renews it. */
export const DEVICE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;
/** A session ends after 30 minutes without a page view, the usual analytics convention; each page view renews it. */
export const SESSION_MAX_AGE_SECONDS = 30 * 60;

export type VisitorIds = { anonId: string; sessionId: string };

const VISITOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID.test(value);
}

/** A version 4 UUID from 16 random bytes (RFC 9562 section 5.4: version and variant bits set). */
export function visitorIdFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('a visitor id needs 16 random bytes');
  const b = Uint8Array.from(bytes);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(b, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The valid visitor ids in a Cookie header (or `document.cookie`); a missing or forged value counts as none. */
export function visitorIdsFromCookies(header: string | null | undefined): { anonId: string | null; sessionId: string | null } {
  const values = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) values.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const valid = (name: string) => {
    const value = values.get(name);
    return isVisitorId(value) ? value : null;
  };
  return { anonId: valid(DEVICE_COOKIE), sessionId: valid(SESSION_COOKIE) };
}

/**
 * The ids for a page view: the ones the browser holds, a new one for each that is missing or
 * malformed (a new device id always starts a new session too), and the cookies that store them
 * again with their lifetimes renewed. Host-only (no Domain), so a site never sees another's ids;
 * readable by the page's script, which sends them; Secure on https.
 */
export function visitorCookies(
  current: { anonId: string | null; sessionId: string | null },
  newId: () => string,
  https: boolean,
): { ids: VisitorIds; cookies: string[] } {
  const anonId = current.anonId ?? newId();
  const sessionId = current.anonId !== null && current.sessionId !== null ? current.sessionId : newId();
  const attributes = `; Path=/; SameSite=Lax${https ? '; Secure' : ''}`;
  return {
    ids: { anonId, sessionId },
    cookies: [`${DEVICE_COOKIE}=${anonId}; Max-Age=${DEVICE_MAX_AGE_SECONDS}${attributes}`, `${SESSION_COOKIE}=${sessionId}; Max-Age=${SESSION_MAX_AGE_SECONDS}${attributes}`],
  };
}
