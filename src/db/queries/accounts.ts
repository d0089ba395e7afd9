import 'server-only';
import { and, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { CodeRecord, RecentCodes } from '../../domain/accounts/sign-in-code';
import type { Shopper } from '../../domain/accounts/types';
import type { Profile } from '../../domain/accounts/profile';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { signInCodes, userSessions, users } from '../schema';

/** Shoppers, their sign-in codes and sessions, always within one website (src/accounts). */

export type { Shopper };

const shopperColumns = {
  id: users.id,
  websiteId: users.websiteId,
  email: users.email,
  firstName: users.name,
  lastName: users.lastName,
  phone: users.phone,
  phoneVerified: sql<boolean>`${users.phoneVerifiedAt} is not null`,
  postcode: users.postcode,
};

export type StoredCode = CodeRecord & { id: number; codeHash: string };

export async function recentCodeCounts(db: Db, websiteId: number, address: string, client: string, since: Date): Promise<RecentCodes> {
  const [row] = await db
    .select({
      byAddress: sql<number>`count(*) filter (where ${signInCodes.address} = ${address})`.mapWith(Number),
      byClient: sql<number>`count(*) filter (where ${signInCodes.client} = ${client})`.mapWith(Number),
    })
    .from(signInCodes)
    .where(
      and(eq(signInCodes.websiteId, websiteId), gte(signInCodes.createdAt, since), or(eq(signInCodes.address, address), eq(signInCodes.client, client))),
    );
  return { byAddress: row?.byAddress ?? 0, byClient: row?.byClient ?? 0 };
}

export async function insertCode(
  db: Db,
  row: { websiteId: number; address: string; client: string; codeHash: string; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.insert(signInCodes).values(row);
}

/** The newest code sent to an address on a site: only the latest code can be used. */
export async function latestCode(db: Db, websiteId: number, address: string): Promise<StoredCode | null> {
  const [row] = await db
    .select({ id: signInCodes.id, codeHash: signInCodes.codeHash, expiresAt: signInCodes.expiresAt, usedAt: signInCodes.usedAt, attempts: signInCodes.attempts })
    .from(signInCodes)
    .where(and(eq(signInCodes.websiteId, websiteId), eq(signInCodes.address, address)))
    .orderBy(desc(signInCodes.createdAt), desc(signInCodes.id))
    .limit(1);
  return row ?? null;
}

/** Counts a wrong try; the count is raised in SQL so two wrong tries at once both count. */
export async function countWrongTry(db: Db, id: number): Promise<void> {
  await db.update(signInCodes).set({ attempts: sql`${signInCodes.attempts} + 1` }).where(eq(signInCodes.id, id));
}

/**
 * Marks a code used if it still may be: unused, not locked out, not expired. Answers whether this
 * call was the one that used it, so the same code typed twice at once signs in only once.
 */
export async function consumeCode(db: Db, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(signInCodes)
    .set({ usedAt: now })
    .where(and(eq(signInCodes.id, id), isNull(signInCodes.usedAt), lt(signInCodes.attempts, maxAttempts), gt(signInCodes.expiresAt, now)))
    .returning({ id: signInCodes.id });
  return rows.length === 1;
}

/** The site's account for this address, made on first sign-in. */
export async function findOrCreateUser(db: Db, websiteId: number, email: string): Promise<Shopper> {
  await db.insert(users).values({ websiteId, email }).onConflictDoNothing({ target: [users.websiteId, users.email] });
  const [row] = await db.select(shopperColumns).from(users).where(and(eq(users.websiteId, websiteId), eq(users.email, email)));
  if (!row) throw new Error('user row missing after insert');
  return row;
}

/** Up to two accounts of a site whose details carry this phone number, verified: enough to tell one from several. */
export async function userIdsWithPhone(db: Db, websiteId: number, phone: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.websiteId, websiteId), eq(users.phone, phone), isNotNull(users.phoneVerifiedAt)))
    .orderBy(users.id)
    .limit(2);
  return rows.map((row) => row.id);
}

export async function userById(db: Db, websiteId: number, id: number): Promise<Shopper | null> {
  const [row] = await db.select(shopperColumns).from(users).where(and(eq(users.websiteId, websiteId), eq(users.id, id)));
  return row ?? null;
}

export async function insertSession(db: Db, row: { tokenHash: string; userId: number; websiteId: number; expiresAt: Date }): Promise<void> {
  await db.insert(userSessions).values(row);
}

/** The shopper of a live session on this site; a session of another site finds nothing. */
export async function shopperOfSession(db: Db, websiteId: number, tokenHash: string, now: Date): Promise<Shopper | null> {
  const [row] = await db
    .select(shopperColumns)
    .from(userSessions)
    .innerJoin(users, eq(users.id, userSessions.userId))
    .where(and(eq(userSessions.tokenHash, tokenHash), eq(userSessions.websiteId, websiteId), eq(users.websiteId, websiteId), gt(userSessions.expiresAt, now)));
  return row ?? null;
}

export async function deleteSession(db: Db, websiteId: number, tokenHash: string): Promise<void> {
  await db.delete(userSessions).where(and(eq(userSessions.tokenHash, tokenHash), eq(userSessions.websiteId, websiteId)));
}

export async function deleteSessionsOfUser(db: Db, websiteId: number, userId: number): Promise<number> {
  const rows = await db
    .delete(userSessions)
    .where(and(eq(userSessions.userId, userId), eq(userSessions.websiteId, websiteId)))
    .returning({ tokenHash: userSessions.tokenHash });
  return rows.length;
}

/** The account's details apart from its email, which changes only through `changeUserEmail` once proven. */
export async function updateUserDetails(db: Db, websiteId: number, userId: number, details: Omit<Profile, 'email'>): Promise<void> {
  await db
    .update(users)
    .set({
      name: details.firstName,
      lastName: details.lastName,
      phone: details.phone,
      // A new number is unproven until its texted code is entered.
      phoneVerifiedAt: sql`case when ${users.phone} is not distinct from ${details.phone} then ${users.phoneVerifiedAt} end`,
      postcode: details.postcode,
    })
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId)));
}

/** Marks the number verified, only while it is still the one on the account (a later change unproves it). */
export async function markPhoneVerified(db: Db, websiteId: number, userId: number, phone: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ phoneVerifiedAt: at })
    .where(and(eq(users.id, userId), eq(users.websiteId, websiteId), eq(users.phone, phone)));
}

/** Moves the account to a proven address; false when another account of the site has it (the unique index decides a race). */
export async function changeUserEmail(db: Db, websiteId: number, userId: number, email: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update ${users} set email = ${email}
        where ${users.id} = ${userId} and ${users.websiteId} = ${websiteId}
          and not exists (select 1 from ${users} other where other.website_id = ${websiteId} and other.email = ${email} and other.id <> ${userId})
        returning ${users.id} as id`,
  ).catch((error: unknown) => {
    const code = (error as { code?: unknown; cause?: { code?: unknown } }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;
    if (code === '23505') return [];
    throw error;
  });
  return rows.length === 1;
}

/** Ends every session of the account but the one named (the device that made the change). */
export async function deleteOtherSessionsOfUser(db: Db, websiteId: number, userId: number, keepTokenHash: string | null): Promise<number> {
  const rows = await db
    .delete(userSessions)
    .where(
      and(
        eq(userSessions.userId, userId),
        eq(userSessions.websiteId, websiteId),
        keepTokenHash === null ? undefined : sql`${userSessions.tokenHash} <> ${keepTokenHash}`,
      ),
    )
    .returning({ tokenHash: userSessions.tokenHash });
  return rows.length;
}

/**
 * Deletes up to `limit` sign-in codes made before `cutoff` (src/domain/accounts/retention.ts),
 * across every site: the purge is housekeeping, not a request of one. The number deleted.
 */
export async function purgeCodesBefore(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from sign_in_codes where id in (
          select id from sign_in_codes where created_at < ${cutoff.toISOString()}::timestamptz limit ${limit})
        returning id`,
  );
  return rows.length;
}

/** Deletes up to `limit` sessions that expired at or before `cutoff`, across every site. The number deleted. */
export async function purgeSessionsExpiredBy(db: Db, cutoff: Date, limit: number): Promise<number> {
  const rows = await queryRows<{ token_hash: string }>(
    db,
    sql`delete from user_sessions where token_hash in (
          select token_hash from user_sessions where expires_at <= ${cutoff.toISOString()}::timestamptz limit ${limit})
        returning token_hash`,
  );
  return rows.length;
}
