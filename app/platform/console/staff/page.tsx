import type { Metadata } from 'next';
import { changeRoleAction, inviteStaffAction, removeStaffAction, signUpDomainAction } from '@/console/actions/staff';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { staffPageOf } from '@/console/staff/page-data';
import { roleCan } from '@/domain/console/roles';
import { ActionForm } from '@/ui/console/forms/ActionForm';
import { InviteForm } from '@/ui/console/staff/InviteForm';
import { StaffTable } from '@/ui/console/staff/StaffTable';

export const metadata: Metadata = { title: 'Staff' };

/** The dealership's staff with their roles; owners invite, change roles, remove, and set sign-up by email domain. */
export default async function StaffPage() {
  const { actor, dealership } = await requireStaffAt();
  const page = await consolePage(() => staffPageOf(actor, dealership?.id ?? 0));
  const manages = dealership !== null && roleCan(dealership.role, 'staff.manage');
  return (
    <main className="console-main">
      <h1>Staff of {dealership?.name}</h1>
      {page.group ? (
        <p className="console-muted">
          Part of {page.group.name}: {page.group.dealerships.map((d) => d.name).join(', ')}.
        </p>
      ) : null}
      <StaffTable
        members={page.members.map((m) => ({ ...m, role: m.role === 'operator' ? 'owner' : m.role, since: m.since.toISOString() }))}
        manage={manages ? { changeRole: changeRoleAction, remove: removeStaffAction } : null}
      />
      {manages ? (
        <>
          <h2>Invite someone</h2>
          <InviteForm action={inviteStaffAction} groupName={page.group?.name ?? null} />
          <h2>Sign-up from your email domain</h2>
          <p>
            When set, anyone who signs in with an address at this domain joins this dealership as sales staff. Leave it empty to turn it off.
          </p>
          <ActionForm action={signUpDomainAction} submit="Save domain" pending="Saving…" className="console-form">
            <label htmlFor="sign-up-domain">Email domain</label>
            <input id="sign-up-domain" name="domain" defaultValue={page.signUpDomain ?? ''} placeholder="harbourtoyota.com.au" autoComplete="off" />
          </ActionForm>
        </>
      ) : null}
    </main>
  );
}
