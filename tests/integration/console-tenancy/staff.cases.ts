import { createStaffMember } from '../../../src/console/staff-create';
import { auditPage } from '../../../src/console/audit-page';
import { changeStaffRole, inviteStaff, removeStaff, saveSignUpDomain, staffPage } from '../../../src/console/staff/service';
import { createConsoleKey, keysOf, revokeConsoleKey } from '../../../src/console/keys/service';
import { createApiKey } from '../../../src/dealer-api/keys';
import { staffByEmail } from '../../../src/db/queries/staff';
import type { ForeignRecordCase, TenancyCase, TenancyWorld } from './world';

const quiet = { consoleUrl: 'http://localhost', send: async () => {} };

/** A sales person at `dealership` to change or remove, made fresh per run. */
async function member(world: TenancyWorld, dealership: 'home' | 'other', n: number): Promise<number> {
  const slug = dealership === 'home' ? 'summit-mazda' : 'harbour-toyota';
  const made = await createStaffMember(world.db, { email: `member-${dealership}-${n}@tenancy.example`, dealership: slug, role: 'sales' });
  return made.id;
}

export const cases: TenancyCase[] = [
  { name: 'staff page: list', minimum: 'sales', run: (w, actor, d) => staffPage(w.db, actor, d) },
  { name: 'staff page: invite', minimum: 'owner', run: (w, actor, d, n) => inviteStaff(w.db, actor, d, { email: `invitee-${n}@tenancy.example`, role: 'sales' }, quiet) },
  { name: 'staff page: change role', minimum: 'owner', run: async (w, actor, d, n) => changeStaffRole(w.db, actor, d, { staffId: await member(w, 'home', n), role: 'manager' }) },
  { name: 'staff page: remove', minimum: 'owner', run: async (w, actor, d, n) => removeStaff(w.db, actor, d, { staffId: await member(w, 'home', n) }) },
  { name: 'staff page: sign-up domain', minimum: 'owner', run: (w, actor, d) => saveSignUpDomain(w.db, actor, d, { domain: 'summitmazda.example' }) },
  { name: 'audit page', minimum: 'manager', run: (w, actor, d) => auditPage(w.db, actor, d, null) },
  { name: 'keys page: list', minimum: 'owner', run: (w, actor, d) => keysOf(w.db, actor, d) },
  { name: 'keys page: create', minimum: 'owner', run: (w, actor, d) => createConsoleKey(w.db, actor, d, { label: 'tenancy' }) },
  {
    name: 'keys page: revoke',
    minimum: 'owner',
    run: async (w, actor, d) => {
      const key = await createApiKey(w.db, 'summit-mazda', 'to revoke');
      return revokeConsoleKey(w.db, actor, d, { keyId: key.id });
    },
  },
];

export const foreignRecords: ForeignRecordCase[] = [
  {
    name: 'staff page: change the role of another dealership’s staff member',
    make: (w) => member(w, 'other', 1),
    run: (w, actor, d, id) => changeStaffRole(w.db, actor, d, { staffId: id, role: 'manager' }),
  },
  {
    name: 'staff page: remove another dealership’s staff member',
    make: (w) => member(w, 'other', 2),
    run: (w, actor, d, id) => removeStaff(w.db, actor, d, { staffId: id }),
  },
  {
    name: 'staff page: remove the platform operator',
    make: async (w) => (await staffByEmail(w.db, 'ops@forecourt.example'))?.id ?? 0,
    run: (w, actor, d, id) => removeStaff(w.db, actor, d, { staffId: id }),
  },
  {
    name: 'keys page: revoke another dealership’s key',
    make: async (w) => (await createApiKey(w.db, 'harbour-toyota', 'theirs')).id,
    run: (w, actor, d, id) => revokeConsoleKey(w.db, actor, d, { keyId: id }),
  },
];
