import 'server-only';
import type { Db } from '../db';
import { deleteSession, deleteSessionsOfUser, insertSession, shopperOfSession, type Shopper } from '../db/queries/accounts';
import { SESSION_TTL_MS } from '../domain/accounts/sign-in-code';
import type { Site } from '../domain/types';
import { hashSessionToken, newSessionToken } from './secrets';

/**
 * Sessions (docs/accounts.md): the cookie holds a random token, the table its hash with the site
 * it was made on. Every lookup names the site, so a cookie carried to another site's host finds
 * nothing there.
 */
export type NewSession = { token: string; expiresAt: Date };

export async function startSession(db: Db, shopper: Shopper, now = new Date()): Promise<NewSession> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { tokenHash: hashSessionToken(token), userId: shopper.id, websiteId: shopper.websiteId, expiresAt });
  return { token, expiresAt };
}

export async function shopperOfToken(db: Db, site: Site, token: string | undefined, now = new Date()): Promise<Shopper | null> {
  if (!token || token.length > 100) return null;
  return shopperOfSession(db, site.id, hashSessionToken(token), now);
}

export async function endSession(db: Db, site: Site, token: string | undefined): Promise<void> {
  if (token) await deleteSession(db, site.id, hashSessionToken(token));
}

/** Signs the shopper out on every device: all their sessions on this site end. */
export async function endAllSessions(db: Db, site: Site, shopper: Shopper): Promise<number> {
  return deleteSessionsOfUser(db, site.id, shopper.id);
}
