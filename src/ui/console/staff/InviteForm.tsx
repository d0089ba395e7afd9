'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { GRANTABLE_ROLES, ROLE_LABELS } from '../../../domain/console/staff-rules';
import { FieldError, FormMessage } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/** Invite by email: the person gets an email and signs in by code. A group's owner may invite to every dealership of the group. */
export function InviteForm({ action, groupName }: { action: Action; groupName: string | null }) {
  const { state, pending: running, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE);
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate>
      <FormMessage message={state.message} />
      <label htmlFor="invite-email">Email</label>
      <input id="invite-email" name="email" type="email" autoComplete="off" required aria-invalid={Boolean(state.errors.email)} aria-describedby="invite-email-error" />
      <FieldError id="invite-email-error" messages={state.errors.email} />
      <label htmlFor="invite-name">Name (optional)</label>
      <input id="invite-name" name="name" autoComplete="off" aria-describedby="invite-name-error" />
      <FieldError id="invite-name-error" messages={state.errors.name} />
      <label htmlFor="invite-role">Role</label>
      <select id="invite-role" name="role" defaultValue="sales" aria-describedby="invite-role-error">
        {GRANTABLE_ROLES.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </select>
      <FieldError id="invite-role-error" messages={state.errors.role} />
      {groupName ? (
        <>
          <label htmlFor="invite-scope">Where</label>
          <select id="invite-scope" name="scope" defaultValue="dealership">
            <option value="dealership">This dealership</option>
            <option value="group">Every dealership of {groupName}</option>
          </select>
        </>
      ) : null}
      <button type="submit" className="console-button" disabled={running}>
        {running ? 'Inviting…' : 'Invite'}
      </button>
      {state.done ? (
        <p className="console-notice" role="status">
          {state.done}
        </p>
      ) : null}
    </form>
  );
}
