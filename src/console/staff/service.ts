import 'server-only';
import type { Db } from '../../db/client';
import {
  deleteMembership,
  deleteSessionsOfStaff,
  groupDealerships,
  membershipRole,
  membershipsOf,
  ownerCount,
  setSignUpDomain,
  signUpDomainOf,
  staffById,
  staffOfDealership,
  upsertMembership,
  upsertStaff,
  type StaffMember,
} from '../../db/queries/staff';
import { authorize, ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import { defaultStaffName } from '../../domain/console/staff-create';
import { inviteSchema, LAST_OWNER_MESSAGE, leavesNoOwner, roleChangeSchema, signUpDomainSchema, staffIdSchema, type GrantableRole } from '../../domain/console/staff-rules';
import { ValidationError } from '../../lib/errors';
import { log } from '../../lib/log';
import { parseOrThrow } from '../../accounts/parse';
import { recordAudit } from '../audit';
import { emailInvitation, type InvitationSender } from './invitation-mail';

/** The console's staff page (issue 28): every function takes the actor first and authorizes itself. */

export type StaffPage = {
  members: StaffMember[];
  signUpDomain: string | null;
  /** The dealer group this dealership belongs to and its dealerships, when it is in one. */
  group: { name: string; dealerships: { id: number; name: string }[] } | null;
};

export async function staffPage(db: Db, actor: StaffActor, dealershipId: number): Promise<StaffPage> {
  authorize(actor, 'staff.read', dealershipId);
  const [members, signUpDomain, group] = await Promise.all([staffOfDealership(db, dealershipId), signUpDomainOf(db, dealershipId), groupDealerships(db, dealershipId)]);
  const name = group[0]?.group ?? null;
  return { members, signUpDomain, group: name ? { name, dealerships: group.map(({ id, name: n }) => ({ id, name: n })) } : null };
}

export type InviteOptions = { consoleUrl: string; send?: InvitationSender };

/**
 * Invites someone (or gives a person already on the staff a role): a staff row, a membership at
 * this dealership, or at every dealership of its group that the actor manages the staff of, and
 * an email telling them where to sign in. Audited per dealership.
 */
export async function inviteStaff(db: Db, actor: StaffActor, dealershipId: number, body: unknown, options: InviteOptions): Promise<{ email: string; dealerships: string[]; emailed: boolean }> {
  authorize(actor, 'staff.manage', dealershipId);
  const invite = parseOrThrow(inviteSchema, body);
  const targets =
    invite.scope === 'group'
      ? (await groupDealerships(db, dealershipId)).filter((d) => actor.dealerships.some((own) => own.id === d.id && (own.role === 'owner' || own.role === 'operator')))
      : (await groupDealerships(db, dealershipId)).filter((d) => d.id === dealershipId);
  const names = await db.transaction(async (tx) => {
    const person = await upsertStaff(tx, { email: invite.email, name: invite.name || defaultStaffName(invite.email) });
    for (const target of targets) {
      const before = await membershipRole(tx, person.id, target.id);
      await upsertMembership(tx, person.id, target.id, invite.role);
      await recordAudit(tx, actor, {
        dealershipId: target.id,
        action: 'staff.invite',
        entity: 'staff',
        entityId: person.id,
        before: before ? { email: person.email, role: before } : null,
        after: { email: person.email, role: invite.role },
      });
    }
    return targets.map((t) => t.name);
  });
  try {
    await (options.send ?? emailInvitation)({ to: invite.email, invitedBy: actor.name, dealerships: names, role: invite.role, consoleUrl: options.consoleUrl });
    return { email: invite.email, dealerships: names, emailed: true };
  } catch (error) {
    // The membership stands: they can still sign in; the page says the email did not go.
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'console invitation email not sent');
    return { email: invite.email, dealerships: names, emailed: false };
  }
}

/** The member's role here, or 404 when they are not on this dealership's staff. */
async function memberRole(db: Db, staffId: number, dealershipId: number): Promise<GrantableRole> {
  const role = await membershipRole(db, staffId, dealershipId);
  if (role === null || role === 'operator') throw new ConsoleNotFoundError();
  return role;
}

export async function changeStaffRole(db: Db, actor: StaffActor, dealershipId: number, body: unknown): Promise<void> {
  authorize(actor, 'staff.manage', dealershipId);
  const { staffId, role } = parseOrThrow(roleChangeSchema, body);
  await db.transaction(async (tx) => {
    const from = await memberRole(tx, staffId, dealershipId);
    if (leavesNoOwner(from, role, await ownerCount(tx, dealershipId))) throw new ValidationError(LAST_OWNER_MESSAGE, { role: [LAST_OWNER_MESSAGE] });
    await upsertMembership(tx, staffId, dealershipId, role);
    await recordAudit(tx, actor, { dealershipId, action: 'staff.role', entity: 'staff', entityId: staffId, before: { role: from }, after: { role } });
  });
}

/** Takes the person off this dealership's staff; with no dealership left, their sessions end too. */
export async function removeStaff(db: Db, actor: StaffActor, dealershipId: number, body: unknown): Promise<void> {
  authorize(actor, 'staff.manage', dealershipId);
  const { staffId } = parseOrThrow(staffIdSchema, body);
  await db.transaction(async (tx) => {
    const from = await memberRole(tx, staffId, dealershipId);
    if (leavesNoOwner(from, null, await ownerCount(tx, dealershipId))) throw new ValidationError(LAST_OWNER_MESSAGE, { staffId: [LAST_OWNER_MESSAGE] });
    const person = await staffById(tx, staffId);
    await deleteMembership(tx, staffId, dealershipId);
    if (person && !person.isOperator && (await membershipsOf(tx, staffId)).length === 0) await deleteSessionsOfStaff(tx, staffId);
    await recordAudit(tx, actor, { dealershipId, action: 'staff.remove', entity: 'staff', entityId: staffId, before: { email: person?.email, role: from }, after: null });
  });
}

/** "Allow sign-up from our email domain": someone at that domain signing in becomes sales staff here. */
export async function saveSignUpDomain(db: Db, actor: StaffActor, dealershipId: number, body: unknown): Promise<string | null> {
  authorize(actor, 'staff.manage', dealershipId);
  const { domain } = parseOrThrow(signUpDomainSchema, body);
  await db.transaction(async (tx) => {
    const before = await signUpDomainOf(tx, dealershipId);
    await setSignUpDomain(tx, dealershipId, domain);
    await recordAudit(tx, actor, { dealershipId, action: 'staff.sign-up-domain', entity: 'dealership', entityId: dealershipId, before: { domain: before }, after: { domain } });
  });
  return domain;
}
