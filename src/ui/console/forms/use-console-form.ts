'use client';

import { startTransition, useActionState, useState, type FormEvent } from 'react';
import type { FormState } from '../../../domain/console/form-state';

/**
 * A console form's server action, without React's reset after every action: a refused save keeps
 * what the dealer typed, beside the messages that point at it. A save that succeeds draws the form
 * again from what was saved (`formKey` changes, so the fields take the page's new values, and a
 * form that adds a note or an invitation is empty again). Before the script loads, the form still
 * posts to the action as a plain form.
 */
export function useConsoleForm<T>(action: (state: FormState<T>, form: FormData) => Promise<FormState<T>>, initial: FormState<T>) {
  const [state, run, pending] = useActionState(action, initial);
  // Each new answer is looked at once, while rendering (React's pattern for state derived from a change).
  const [seen, setSeen] = useState(initial);
  const [formKey, setFormKey] = useState(0);
  if (state !== seen) {
    setSeen(state);
    if (state.message === null && Object.keys(state.errors).length === 0) setFormKey(formKey + 1);
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => run(data));
  };
  return { state, pending, formKey, formProps: { action: run, onSubmit } };
}
