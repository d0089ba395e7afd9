'use client';

import type { ReactNode } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FormMessage } from './FieldError';
import { useConsoleForm } from './use-console-form';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/**
 * A small console form posting to a server action: its fields, a submit button, and what the
 * action answered (a confirmation, or a message in plain words). Works before script loads.
 */
export function ActionForm({
  action,
  submit,
  pending,
  className = 'console-inline-form',
  danger = false,
  label,
  children,
}: {
  action: Action;
  submit: string;
  pending: string;
  className?: string;
  danger?: boolean;
  /** The button's accessible name where its text alone is ambiguous (one Remove per row). */
  label?: string;
  children?: ReactNode;
}) {
  const { state, pending: running, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE);
  const fieldMessages = Object.values(state.errors).flat();
  return (
    <form key={formKey} {...formProps} className={className}>
      {children}
      <button type="submit" className={danger ? 'console-button console-button-danger' : 'console-button'} disabled={running} aria-label={label}>
        {running ? pending : submit}
      </button>
      <FormMessage message={state.message ?? (fieldMessages.length > 0 ? fieldMessages.join(' ') : null)} />
      {state.done ? (
        <p className="console-notice" role="status">
          {state.done}
        </p>
      ) : null}
    </form>
  );
}
