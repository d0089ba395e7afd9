import { and, asc, desc, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { RecentCodes } from '../../domain/accounts/sign-in-code';
import type { StaffRole } from '../../domain/console/roles';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { dealerships, dealershipWebsites, staff, staffMemberships, staffSessions, staffSignInCodes, staffSignUpDomains, websites } from '../schema';

/** Console staff, their sign-in codes, sessions and memberships (src/console). */

export type StaffRow = { id: number; email: string; name: string; isOperator: boolean; disabledAt: Date | null };
export type StoredStaffCode = { id: number; codeHash: string; expiresAt: Date; usedAt: Date | null; attempts: number };
export type DealershipRole = { id: number; name: string; role: StaffRole };

const staffColumns = { id: staff.id, email: staff.email, name: staff.name, isOperator: staff.isOperator, disabledAt: staff.disabledAt };

export async function recentStaffCodeCounts(db: Db, address: string, client: string, since: Date): Promise<RecentCodes> {
  const [row] = await db
    .select({
      byAddress: sql<number>`count(*) filter (where ${staffSignInCodes.address} = ${address})`.mapWith(Number),
      byClient: sql<number>`count(*) filter (where ${staffSignInCodes.client} = ${client})`.mapWith(Number),
    })
    .from(staffSignInCodes)
    .where(and(gte(staffSignInCodes.createdAt, since), or(eq(staffSignInCodes.address, address), eq(staffSignInCodes.client, client))));
  return { byAddress: row?.byAddress ?? 0, byClient: row?.byClient ?? 0 };
}

export async function insertStaffCode(db: Db, row: { address: string; client: string; codeHash: string; expiresAt: Date; createdAt: Date }): Promise<void> {
  await db.insert(staffSignInCodes).values(row);
}

/** The newest code sent to an address: only the latest one can be used. */
export async function latestStaffCode(db: Db, address: string): Promise<StoredStaffCode | null> {
  const [row] = await db
    .select({
      id: staffSignInCodes.id,
      codeHash: staffSignInCodes.codeHash,
      expiresAt: staffSignInCodes.expiresAt,
      usedAt: staffSignInCodes.usedAt,
      attempts: staffSignInCodes.attempts,
    })
    .from(staffSignInCodes)
    .where(eq(staffSignInCodes.address, address))
    .orderBy(desc(staffSignInCodes.createdAt), desc(staffSignInCodes.id))
    .limit(1);
  return row ?? null;
}

export async function countWrongStaffTry(db: Db, id: number): Promise<void> {
  await db.update(staffSignInCodes).set({ attempts: sql`${staffSignInCodes.attempts} + 1` }).where(eq(staffSignInCodes.id, id));
}

/** Marks a code used if it still may be; true only for the one call that used it. */
export async function consumeStaffCode(db: Db, id: number, maxAttempts: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(staffSignInCodes)
    .set({ usedAt: now })
    .where(
      and(eq(staffSignInCodes.id, id), isNull(staffSignInCodes.usedAt), lt(staffSignInCodes.attempts, maxAttempts), gt(staffSignInCodes.expiresAt, now)),
    )
    .returning({ id: staffSignInCodes.id });
  return rows.length === 1;
}

export async function staffByEmail(db: Db, email: string): Promise<StaffRow | null> {
  const [row] = await db.select(staffColumns).from(staff).where(eq(staff.email, email));
  return row ?? null;
}

export async function staffById(db: Db, id: number): Promise<StaffRow | null> {
  const [row] = await db.select(staffColumns).from(staff).where(eq(staff.id, id));
  return row ?? null;
}

/** Adds a staff member, or answers the one with that address (keeping their name and operator flag unless raised). */
export async function upsertStaff(db: Db, row: { email: string; name: string; isOperator?: boolean }): Promise<StaffRow> {
  const [saved] = await db
    .insert(staff)
    .values({ email: row.email, name: row.name, isOperator: row.isOperator ?? false })
    .onConflictDoUpdate({
      target: staff.email,
      set: { isOperator: row.isOperator ? sql`true` : sql`${staff.isOperator}` },
    })
    .returning(staffColumns);
  if (!saved) throw new Error('staff upsert returned no row');
  return saved;
}

export async function setStaffDisabled(db: Db, staffId: number, disabledAt: Date | null): Promise<void> {
  await db.update(staff).set({ disabledAt }).where(eq(staff.id, staffId));
  if (disabledAt) await deleteSessionsOfStaff(db, staffId);
}

/** Gives the staff member this role at the dealership (the one membership per pair is replaced). */
export async function upsertMembership(db: Db, staffId: number, dealershipId: number, role: Exclude<StaffRole, 'operator'>): Promise<void> {
  await db
    .insert(staffMemberships)
    .values({ staffId, dealershipId, role })
    .onConflictDoUpdate({ target: [staffMemberships.staffId, staffMemberships.dealershipId], set: { role } });
}

/** Adds a membership only where the person has none at that dealership (sign-up by domain never lowers or raises a role). */
export async function addMembershipIfAbsent(db: Db, staffId: number, dealershipId: number, role: Exclude<StaffRole, 'operator'>): Promise<void> {
  await db.insert(staffMemberships).values({ staffId, dealershipId, role }).onConflictDoNothing();
}

/** The dealerships a (non-operator) staff member works for, by name. */
export async function membershipsOf(db: Db, staffId: number): Promise<DealershipRole[]> {
  const rows = await db
    .select({ id: dealerships.id, name: dealerships.name, role: staffMemberships.role })
    .from(staffMemberships)
    .innerJoin(dealerships, eq(dealerships.id, staffMemberships.dealershipId))
    .where(eq(staffMemberships.staffId, staffId))
    .orderBy(asc(dealerships.name), asc(dealerships.id));
  return rows.map((row) => ({ ...row, role: row.role as StaffRole }));
}

/** Every dealership, by name: an operator's scope. */
export async function everyDealership(db: Db): Promise<{ id: number; name: string }[]> {
  return db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships).orderBy(asc(dealerships.name), asc(dealerships.id));
}

export async function dealershipIdsBySlugs(db: Db, slugs: readonly string[]): Promise<{ id: number; slug: string }[]> {
  if (slugs.length === 0) return [];
  return db.select({ id: dealerships.id, slug: dealerships.slug }).from(dealerships).where(inArray(dealerships.slug, [...slugs]));
}

/** Dealerships that let anyone at this email domain sign up as sales staff. */
export async function dealershipsWithSignUpDomain(db: Db, domain: string): Promise<number[]> {
  const rows = await db.select({ id: staffSignUpDomains.dealershipId }).from(staffSignUpDomains).where(eq(staffSignUpDomains.domain, domain));
  return rows.map((row) => row.id);
}

export async function insertStaffSession(db: Db, row: { tokenHash: string; staffId: number; expiresAt: Date }): Promise<void> {
  await db.insert(staffSessions).values(row);
}

/** The staff member of a live session; a disabled person's session finds nothing. */
export async function staffOfSession(db: Db, tokenHash: string, now: Date): Promise<StaffRow | null> {
  const [row] = await db
    .select(staffColumns)
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now), isNull(staff.disabledAt)));
  return row ?? null;
}

export async function deleteStaffSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}

export async function deleteSessionsOfStaff(db: Db, staffId: number): Promise<number> {
  const rows = await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId)).returning({ tokenHash: staffSessions.tokenHash });
  return rows.length;
}

export type StaffMember = { id: number; email: string; name: string; role: StaffRole; since: Date };

/** The staff of one dealership with their role there, owners first. */
export async function staffOfDealership(db: Db, dealershipId: number): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: staff.id, email: staff.email, name: staff.name, role: staffMemberships.role, since: staffMemberships.createdAt })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(and(eq(staffMemberships.dealershipId, dealershipId), isNull(staff.disabledAt)))
    .orderBy(sql`case ${staffMemberships.role} when 'owner' then 0 when 'manager' then 1 else 2 end`, asc(staff.email));
  return rows.map((row) => ({ ...row, role: row.role as StaffRole }));
}

export async function membershipRole(db: Db, staffId: number, dealershipId: number): Promise<StaffRole | null> {
  const [row] = await db
    .select({ role: staffMemberships.role })
    .from(staffMemberships)
    .where(and(eq(staffMemberships.staffId, staffId), eq(staffMemberships.dealershipId, dealershipId)));
  return (row?.role as StaffRole | undefined) ?? null;
}

export async function deleteMembership(db: Db, staffId: number, dealershipId: number): Promise<void> {
  await db.delete(staffMemberships).where(and(eq(staffMemberships.staffId, staffId), eq(staffMemberships.dealershipId, dealershipId)));
}

export async function ownerCount(db: Db, dealershipId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(and(eq(staffMemberships.dealershipId, dealershipId), eq(staffMemberships.role, 'owner'), isNull(staff.disabledAt)));
  return row?.count ?? 0;
}

export async function signUpDomainOf(db: Db, dealershipId: number): Promise<string | null> {
  const [row] = await db.select({ domain: staffSignUpDomains.domain }).from(staffSignUpDomains).where(eq(staffSignUpDomains.dealershipId, dealershipId));
  return row?.domain ?? null;
}

export async function setSignUpDomain(db: Db, dealershipId: number, domain: string | null): Promise<void> {
  if (domain === null) {
    await db.delete(staffSignUpDomains).where(eq(staffSignUpDomains.dealershipId, dealershipId));
    return;
  }
  await db.insert(staffSignUpDomains).values({ dealershipId, domain }).onConflictDoUpdate({ target: staffSignUpDomains.dealershipId, set: { domain } });
}

/**
 * The dealerships of the dealer group this dealership belongs to (docs/decisions: console staff
 * of a group): every dealership shown by a website whose `dealership_group` is one of this
 * dealership's websites' groups. Just this dealership when it is in no group.
 */
export async function groupDealerships(db: Db, dealershipId: number): Promise<{ id: number; name: string; group: string | null }[]> {
  const rows = await queryRows<{ id: number; name: string; group: string | null }>(
    db,
    sql`with groups as (
          select distinct w.dealership_group as name from ${websites} w
          join ${dealershipWebsites} dw on dw.website_id = w.id
          where dw.dealership_id = ${dealershipId} and w.dealership_group is not null)
        select distinct d.id, d.name, g.name as "group" from groups g
        join ${websites} w on w.dealership_group = g.name
        join ${dealershipWebsites} dw on dw.website_id = w.id
        join ${dealerships} d on d.id = dw.dealership_id
        order by d.name`,
  );
  if (rows.length > 0) return rows;
  const [own] = await db.select({ id: dealerships.id, name: dealerships.name }).from(dealerships).where(eq(dealerships.id, dealershipId));
  return own ? [{ ...own, group: null }] : [];
}

export async function dealershipSlugById(db: Db, dealershipId: number): Promise<string | null> {
  const [row] = await db.select({ slug: dealerships.slug }).from(dealerships).where(eq(dealerships.id, dealershipId));
  return row?.slug ?? null;
}
