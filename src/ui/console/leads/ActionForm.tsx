'use client';

import type { ReactNode } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FormMessage } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';

export type LeadAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * One of the lead page's small forms (status, assignment, note, task, resend): a plain form
 * posting to its server action, so it works before the script loads; the action's field messages
 * are handed to the fields through `children`.
 */
export function ActionForm({ action, label, submit, busy, children, className }: {
  action: LeadAction;
  label: string;
  submit: string;
  busy: string;
  children?: (errors: Record<string, string[]>) => ReactNode;
  className?: string;
}) {
  const { state, pending, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE);
  return (
    <form key={formKey} {...formProps} className={className ?? 'console-form leads-work-form'} aria-label={label} noValidate>
      <FormMessage message={state.message} />
      {children?.(state.errors)}
      <button type="submit" className="console-button" disabled={pending}>
        {pending ? busy : submit}
      </button>
    </form>
  );
}
