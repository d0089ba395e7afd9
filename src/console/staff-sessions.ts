import 'server-only';
import type { Db } from '../db/client';
import { deleteStaffSession, everyDealership, insertStaffSession, membershipsOf, staffOfSession, type StaffRow } from '../db/queries/staff';
import { SESSION_TTL_MS } from '../domain/accounts/sign-in-code';
import type { StaffActor } from '../domain/console/access';
import { hashSessionToken, newSessionToken } from '../accounts/secrets';

/** Console sessions: the cookie holds a random token, the table only its SHA-256 (as shopper sessions). */
export async function startStaffSession(db: Db, person: StaffRow, now = new Date()): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertStaffSession(db, { tokenHash: hashSessionToken(token), staffId: person.id, expiresAt });
  return { token, expiresAt };
}

export async function endStaffSession(db: Db, token: string | undefined): Promise<void> {
  if (token) await deleteStaffSession(db, hashSessionToken(token));
}

/** The actor every console service takes: operators hold every dealership with the operator role. */
export async function actorOf(db: Db, person: StaffRow): Promise<StaffActor> {
  const dealerships = person.isOperator
    ? (await everyDealership(db)).map((d) => ({ ...d, role: 'operator' as const }))
    : await membershipsOf(db, person.id);
  return { staffId: person.id, email: person.email, name: person.name, isOperator: person.isOperator, dealerships };
}

/** The actor of a session token; null when signed out, expired or disabled. */
export async function actorOfToken(db: Db, token: string | undefined, now = new Date()): Promise<StaffActor | null> {
  if (!token || token.length > 100) return null;
  const person = await staffOfSession(db, hashSessionToken(token), now);
  return person ? actorOf(db, person) : null;
}
