import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The preview link's token (issue 31): which site's draft it shows and until when, signed with the
 * server's secret, so nobody can make one for another site or keep one past its hour. Pure: the
 * secret and the clock are the caller's.
 */
/** The cookie the preview's token rides in on the site's own host, once the link was opened. */
export const PREVIEW_COOKIE = 'fc_preview';

export const PREVIEW_LIFETIME_MS = 60 * 60 * 1000;

export type PreviewClaim = { siteId: number; expiresAt: number };

function signature(secret: string, siteId: number, expiresAt: number): string {
  return createHmac('sha256', secret).update(`site-preview:${siteId}:${expiresAt}`).digest('base64url');
}

export function signPreviewToken(secret: string, siteId: number, now: number, lifetimeMs = PREVIEW_LIFETIME_MS): string {
  const expiresAt = Math.floor((now + lifetimeMs) / 1000);
  return `${siteId}.${expiresAt}.${signature(secret, siteId, expiresAt)}`;
}

const TOKEN = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The token's claim when it is well formed, signed with this secret and not yet expired; otherwise null. */
export function verifyPreviewToken(secret: string, token: string, now: number): PreviewClaim | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const siteId = Number(match[1]);
  const expiresAt = Number(match[2]);
  // The text is compared, not the decoded bytes: base64url's last character carries two unused
  // bits, so four spellings decode alike, and only the one the server wrote is the token.
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(signature(secret, siteId, expiresAt));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (expiresAt * 1000 <= now) return null;
  return { siteId, expiresAt: expiresAt * 1000 };
}
