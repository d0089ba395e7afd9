import type { FormState } from '../../../domain/console/form-state';
import { GRANTABLE_ROLES, ROLE_LABELS, type GrantableRole } from '../../../domain/console/staff-rules';
import { ActionForm } from '../forms/ActionForm';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;
export type StaffRowView = { id: number; email: string; name: string; role: GrantableRole; since: string };

/** The dealership's staff; an owner gets a role change and a remove button on each row. */
export function StaffTable({ members, manage }: { members: readonly StaffRowView[]; manage: { changeRole: Action; remove: Action } | null }) {
  return (
    <div className="console-table-wrap">
      <table className="console-table">
        <caption className="visually-hidden">Staff and their roles</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            {manage ? <th scope="col">Change</th> : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => (
            <tr key={member.id}>
              <td>{member.name}</td>
              <td>{member.email}</td>
              <td>{ROLE_LABELS[member.role]}</td>
              {manage ? (
                <td>
                  <ActionForm action={manage.changeRole} submit="Change role" pending="Changing…">
                    <input type="hidden" name="staffId" value={member.id} />
                    <label className="visually-hidden" htmlFor={`role-${member.id}`}>
                      Role of {member.email}
                    </label>
                    <select id={`role-${member.id}`} name="role" defaultValue={member.role}>
                      {GRANTABLE_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </ActionForm>
                  <ActionForm action={manage.remove} submit="Remove" label={`Remove ${member.email}`} pending="Removing…" danger>
                    <input type="hidden" name="staffId" value={member.id} />
                  </ActionForm>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
