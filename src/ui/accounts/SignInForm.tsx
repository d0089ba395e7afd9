'use client';

import { useState, type FormEvent } from 'react';
import type { ShopperJson } from '../../api/account-json';
import { CODE_LENGTH, CODE_TTL_MS } from '../../domain/accounts/sign-in-code';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { postJson } from './account-client';
import { ProfileForm } from './ProfileForm';
import { TextField } from './TextField';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';

type Step = { kind: 'email' } | { kind: 'code'; email: string } | { kind: 'profile'; user: ShopperJson };

/**
 * Passwordless sign-in: an email address, then the one-time code sent to it, then (for the
 * watchlist, which needs a phone number, or a first visit) the shopper's details; then on to
 * `redirect`, already checked on the server to be a path of this site. A shopper signed in
 * already but missing those details starts at the details.
 */
export function SignInForm({ redirect, needsPhone, signedIn }: { redirect: string; needsPhone: boolean; signedIn: ShopperJson | null }) {
  const texts = useTexts('accounts');
  const [step, setStep] = useState<Step>(signedIn ? { kind: 'profile', user: signedIn } : { kind: 'email' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send<T>(path: string, body: unknown): Promise<T | null> {
    setSending(true);
    const answer = await postJson<T>(path, body);
    setSending(false);
    if (answer.ok) {
      setErrors({});
      setFailure(null);
      return answer.data;
    }
    setErrors(answer.errors);
    setFailure(Object.keys(answer.errors).length > 0 ? null : answer.error);
    return null;
  }

  async function askForCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '');
    const sent = await send<{ sent_to: string }>('/api/auth/request-code', { email });
    if (sent) setStep({ kind: 'code', email: sent.sent_to });
  }

  async function checkCode(event: FormEvent<HTMLFormElement>, email: string) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const answer = await send<{ user: ShopperJson }>('/api/auth/verify-code', { email, code });
    if (!answer) return;
    const incomplete = !answer.user.first_name || (needsPhone && !answer.user.phone);
    if (incomplete) setStep({ kind: 'profile', user: answer.user });
    else window.location.assign(redirect);
  }

  const notice = failure ? (
    <p className="form-submit-error" role="alert">
      {failure}
    </p>
  ) : null;

  if (step.kind === 'profile') {
    return (
      <>
        <h2 className="form-step-title">{texts.yourDetails}</h2>
        <p>{needsPhone ? texts.addPhone : texts.tellUs}</p>
        <ProfileForm user={step.user} submitLabel={texts.saveAndContinue} onSaved={() => window.location.assign(redirect)} />
      </>
    );
  }

  if (step.kind === 'code') {
    return (
      <form className="lead-form account-form" noValidate onSubmit={(event) => void checkCode(event, step.email)}>
        <h2 className="form-step-title">{texts.enterCode}</h2>
        <p>{fill(texts.codeSent, { length: CODE_LENGTH, email: step.email, minutes: Math.round(CODE_TTL_MS / 60_000) })}</p>
        <TextField formId="sign-in" name="code" label={texts.code} required inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH + 2} errors={errors.code} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? LOADING_LABEL : texts.signIn}
          </button>
          <button type="button" className="button button-ghost" onClick={() => setStep({ kind: 'email' })}>
            {texts.useAnotherEmail}
          </button>
        </div>
        {notice}
      </form>
    );
  }

  return (
    <form className="lead-form account-form" noValidate onSubmit={(event) => void askForCode(event)}>
      <TextField formId="sign-in" name="email" label={texts.email} type="email" required autoComplete="email" errors={errors.email} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? LOADING_LABEL : texts.emailMeACode}
        </button>
      </div>
      {notice}
    </form>
  );
}
