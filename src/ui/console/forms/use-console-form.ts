'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent } from 'react';
import type { FormState } from '../../../domain/console/form-state';

/**
 * A console form's server action, without React's reset after every action: a refused save keeps
 * what the dealer typed (the messages point at it), and only forms that add something
 * (`resetOnSuccess`: a note, a task, an invitation) empty themselves once it is saved. Before the
 * script loads, the form still posts to the action as a plain form.
 */
export function useConsoleForm<T>(
  action: (state: FormState<T>, form: FormData) => Promise<FormState<T>>,
  initial: FormState<T>,
  { resetOnSuccess = false }: { resetOnSuccess?: boolean } = {},
) {
  const [state, run, pending] = useActionState(action, initial);
  const ref = useRef<HTMLFormElement>(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => run(data));
  };
  useEffect(() => {
    const saved = state !== initial && state.message === null && Object.keys(state.errors).length === 0;
    if (resetOnSuccess && saved) ref.current?.reset();
  }, [state, initial, resetOnSuccess]);
  return { state, pending, formProps: { ref, action: run, onSubmit } };
}
