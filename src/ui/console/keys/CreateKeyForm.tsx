'use client';

import { useActionState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FieldError, FormMessage } from '../forms/FieldError';

type Created = { key: string; prefix: string };
type Action = (state: FormState<Created>, form: FormData) => Promise<FormState<Created>>;

/** Makes a dealer API key and shows its secret this once: only its hash is kept. */
export function CreateKeyForm({ action }: { action: Action }) {
  const [state, run, running] = useActionState(action, EMPTY_FORM_STATE);
  return (
    <form action={run} className="console-form" noValidate>
      <FormMessage message={state.message} />
      <label htmlFor="key-label">What the key is for (optional)</label>
      <input id="key-label" name="label" placeholder="Our CRM" autoComplete="off" aria-describedby="key-label-error" />
      <FieldError id="key-label-error" messages={state.errors.label} />
      <button type="submit" className="console-button" disabled={running}>
        {running ? 'Creating…' : 'Create key'}
      </button>
      {state.done ? (
        <div className="console-notice" role="status">
          <p>
            Key <strong>{state.done.prefix}</strong> is made. Copy it now: it is shown only this once. Send it as <code>Authorization: Bearer</code> and the key.
          </p>
          <p className="console-secret" data-testid="new-key">
            {state.done.key}
          </p>
        </div>
      ) : null}
    </form>
  );
}
