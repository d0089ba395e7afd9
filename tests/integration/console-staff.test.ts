import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditPage } from '../../src/console/audit-page';
import { createConsoleKey, keysOf, revokeConsoleKey } from '../../src/console/keys/service';
import { changeStaffRole, inviteStaff, removeStaff, saveSignUpDomain, staffPage } from '../../src/console/staff/service';
import type { Invitation } from '../../src/console/staff/invitation-mail';
import { actorOf, actorOfToken, startStaffSession } from '../../src/console/staff-sessions';
import { findKeyOwner } from '../../src/dealer-api/keys';
import { staffByEmail } from '../../src/db/queries/staff';
import { dealerships } from '../../src/db/schema';
import type { StaffActor } from '../../src/domain/console/access';
import { LAST_OWNER_MESSAGE } from '../../src/domain/console/staff-rules';
import { ValidationError } from '../../src/lib/errors';
import { openSeededTestDatabase } from '../support/test-db';
import { failure } from '../support/failure';

let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
const invitations: Invitation[] = [];
const options = { consoleUrl: 'http://localhost:3000', send: async (invitation: Invitation) => void invitations.push(invitation) };

async function actor(email: string): Promise<StaffActor> {
  const person = await staffByEmail(handle.db, email);
  if (!person) throw new Error(`no staff ${email}`);
  return actorOf(handle.db, person);
}

async function idOf(slug: string): Promise<number> {
  const [row] = await handle.db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.slug, slug));
  if (!row) throw new Error(`no dealership ${slug}`);
  return row.id;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  // Seeding the demo network takes minutes on a loaded machine.
}, 600_000);

afterAll(async () => {
  await handle?.drop();
});

describe('the staff page', () => {
  it('lists the dealership’s staff with roles, and the group it belongs to', async () => {
    const mazda = await idOf('summit-mazda');
    const page = await staffPage(handle.db, await actor('sales@summitauto.example'), mazda);
    expect(page.members.map((m) => [m.email, m.role])).toEqual([
      ['manager@summitauto.example', 'manager'],
      ['sales@summitauto.example', 'sales'],
    ]);
    expect(page.group?.name).toBe('Summit Auto Group');
    expect(page.group?.dealerships.map((d) => d.name)).toEqual(['Summit Hyundai', 'Summit Kia', 'Summit Mazda']);
  });

  it('invites a sales person by email, audited, and they can sign in to that dealership', async () => {
    const harbour = await idOf('harbour-toyota');
    const owner = await actor('owner@harbourtoyota.example');
    const invited = await inviteStaff(handle.db, owner, harbour, { email: 'New.Sales@HarbourToyota.example', name: 'Nia Sales', role: 'sales' }, options);
    expect(invited).toEqual({ email: 'new.sales@harbourtoyota.example', dealerships: ['Harbour Toyota'], emailed: true });
    expect(invitations.at(-1)).toMatchObject({ to: 'new.sales@harbourtoyota.example', dealerships: ['Harbour Toyota'], role: 'sales', invitedBy: 'Hana Harbour' });
    const newcomer = await actor('new.sales@harbourtoyota.example');
    expect(newcomer.dealerships).toEqual([{ id: harbour, name: 'Harbour Toyota', role: 'sales' }]);
    const log = await auditPage(handle.db, owner, harbour, null);
    expect(log.entries[0]).toMatchObject({ action: 'staff.invite', staffEmail: 'owner@harbourtoyota.example', after: { email: 'new.sales@harbourtoyota.example', role: 'sales' } });
  });

  it('invites to every dealership of the group the owner owns', async () => {
    // The ids first: on PGlite's one connection, a read outside the transaction would wait for it forever.
    const group = await Promise.all(['summit-mazda', 'summit-kia', 'summit-hyundai'].map(idOf));
    await handle.db.transaction(async (tx) => {
      const { upsertMembership, upsertStaff } = await import('../../src/db/queries/staff');
      const boss = await upsertStaff(tx, { email: 'boss@summitauto.example', name: 'Group Boss' });
      for (const id of group) await upsertMembership(tx, boss.id, id, 'owner');
    });
    const boss = await actor('boss@summitauto.example');
    const invited = await inviteStaff(handle.db, boss, await idOf('summit-kia'), { email: 'floater@summitauto.example', role: 'sales', scope: 'group' }, options);
    expect(invited.dealerships).toEqual(['Summit Hyundai', 'Summit Kia', 'Summit Mazda']);
    expect((await actor('floater@summitauto.example')).dealerships).toHaveLength(3);
  });

  it('changes a role and keeps at least one owner', async () => {
    const harbour = await idOf('harbour-toyota');
    const owner = await actor('owner@harbourtoyota.example');
    const newcomer = await actor('new.sales@harbourtoyota.example');
    await changeStaffRole(handle.db, owner, harbour, { staffId: String(newcomer.staffId), role: 'manager' });
    expect((await actor('new.sales@harbourtoyota.example')).dealerships[0]?.role).toBe('manager');
    const error = await failure(changeStaffRole(handle.db, owner, harbour, { staffId: owner.staffId, role: 'sales' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as Error).message).toBe(LAST_OWNER_MESSAGE);
  });

  it('removes a member, whose sessions end when no dealership is left', async () => {
    const harbour = await idOf('harbour-toyota');
    const owner = await actor('owner@harbourtoyota.example');
    const leaver = await staffByEmail(handle.db, 'new.sales@harbourtoyota.example');
    if (!leaver) throw new Error('no leaver');
    const session = await startStaffSession(handle.db, leaver);
    await removeStaff(handle.db, owner, harbour, { staffId: leaver.id });
    expect(await actorOfToken(handle.db, session.token)).toBeNull();
    expect((await staffPage(handle.db, owner, harbour)).members.map((m) => m.email)).toEqual(['owner@harbourtoyota.example']);
  });

  it('saves the sign-up domain, refuses a public mail service, and switches it off when empty', async () => {
    const harbour = await idOf('harbour-toyota');
    const owner = await actor('owner@harbourtoyota.example');
    expect(await saveSignUpDomain(handle.db, owner, harbour, { domain: '@HarbourToyota.com.au' })).toBe('harbourtoyota.com.au');
    expect((await staffPage(handle.db, owner, harbour)).signUpDomain).toBe('harbourtoyota.com.au');
    expect(await failure(saveSignUpDomain(handle.db, owner, harbour, { domain: 'gmail.com' }))).toBeInstanceOf(ValidationError);
    expect(await saveSignUpDomain(handle.db, owner, harbour, { domain: '' })).toBeNull();
  });
});

describe('the keys page', () => {
  it('makes a key that the dealer API accepts for that dealership, lists it, and revokes it', async () => {
    const harbour = await idOf('harbour-toyota');
    const owner = await actor('owner@harbourtoyota.example');
    const created = await createConsoleKey(handle.db, owner, harbour, { label: 'Our CRM' });
    expect(created.key).toMatch(/^fcd_/);
    expect(await findKeyOwner(handle.db, created.key)).toMatchObject({ dealershipId: harbour, dealershipSlug: 'harbour-toyota' });
    expect((await keysOf(handle.db, owner, harbour)).map((k) => [k.prefix, k.label, k.revokedAt])).toEqual([[created.prefix, 'Our CRM', null]]);
    await revokeConsoleKey(handle.db, owner, harbour, { keyId: created.id });
    expect(await findKeyOwner(handle.db, created.key)).toBeNull();
    const log = await auditPage(handle.db, owner, harbour, null);
    expect(log.entries.slice(0, 2).map((e) => e.action)).toEqual(['key.revoke', 'key.create']);
  });
});
