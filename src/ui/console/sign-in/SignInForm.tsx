'use client';

import { useState } from 'react';
import { CODE_LENGTH, CODE_TTL_MS } from '../../../domain/accounts/sign-in-code';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FieldError, FormMessage } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';

type AskAction = (state: FormState<{ email: string }>, form: FormData) => Promise<FormState<{ email: string }>>;
type SignInAction = (state: FormState, form: FormData) => Promise<FormState>;

/**
 * Staff sign-in in two steps: an email address, then the code emailed to it. Plain forms posting
 * to server actions, so it works before the page's script has loaded.
 */
export function SignInForm({ askForCode, signIn }: { askForCode: AskAction; signIn: SignInAction }) {
  const { state: asked, pending: asking, formProps: askedForm } = useConsoleForm(askForCode, EMPTY_FORM_STATE);
  const { state: checked, pending: checking, formProps: checkedForm } = useConsoleForm(signIn, EMPTY_FORM_STATE);
  // "Use another email address" sets aside this answer; the next one shows the code step again.
  const [setAside, setSetAside] = useState<FormState<{ email: string }> | null>(null);
  const email = asked === setAside ? undefined : asked.done?.email;

  if (!email) {
    return (
      <form {...askedForm} className="console-form" noValidate>
        <FormMessage message={asked.message} />
        <label htmlFor="sign-in-email">Work email</label>
        <input id="sign-in-email" name="email" type="email" autoComplete="email" required aria-invalid={Boolean(asked.errors.email)} aria-describedby="sign-in-email-error" />
        <FieldError id="sign-in-email-error" messages={asked.errors.email} />
        <button type="submit" className="console-button" disabled={asking}>
          {asking ? 'Sending…' : 'Email me a code'}
        </button>
      </form>
    );
  }
  return (
    <form {...checkedForm} className="console-form" noValidate>
      <p role="status">
        If <strong>{email}</strong> has a console account, a {CODE_LENGTH}-digit code is on its way. It works once, for {Math.round(CODE_TTL_MS / 60_000)} minutes.
      </p>
      <FormMessage message={checked.message} />
      <input type="hidden" name="email" value={email} />
      <label htmlFor="sign-in-code">Sign-in code</label>
      <input
        id="sign-in-code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9 ]*"
        maxLength={CODE_LENGTH + 2}
        required
        aria-invalid={Boolean(checked.errors.code)}
        aria-describedby="sign-in-code-error"
      />
      <FieldError id="sign-in-code-error" messages={checked.errors.code ?? checked.errors.email} />
      <button type="submit" className="console-button" disabled={checking}>
        {checking ? 'Signing in…' : 'Sign in'}
      </button>
      <button type="button" className="console-link-button" onClick={() => setSetAside(asked)}>
        Use another email address
      </button>
    </form>
  );
}
