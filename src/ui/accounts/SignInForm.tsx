'use client';

import { useState, type FormEvent } from 'react';
import type { ShopperJson } from '../../api-json/account-json';
import { CODE_LENGTH, CODE_TTL_MS } from '../../domain/accounts/sign-in-code';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { postJson } from './account-client';
import { ProfileForm } from './ProfileForm';
import { TextField } from './TextField';
import { fill } from '../../i18n/fill';
import { useTexts } from '../i18n/ClientTexts';

/** How the code travels: the field the shopper fills in and the API pair that sends and checks it. */
type Channel = 'email' | 'phone';
type Step = { kind: Channel } | { kind: 'code'; channel: Channel; address: string } | { kind: 'profile'; user: ShopperJson };

const CHANNEL_PATHS: Record<Channel, { request: string; verify: string }> = {
  email: { request: '/api/auth/request-code', verify: '/api/auth/verify-code' },
  phone: { request: '/api/auth/request-sms-code', verify: '/api/auth/verify-sms-code' },
};

/**
 * Passwordless sign-in: an email address (or, where the site texts codes, a mobile number that is
 * on the shopper's details), then the one-time code sent to it, then (for the
 * watchlist, which needs a phone number, or a first visit) the shopper's details; then on to
 * `redirect`, already checked on the server to be a path of this site. A shopper signed in
 * already but missing those details starts at the details.
 */
export function SignInForm({ redirect, needsPhone, textsCodes, signedIn }: { redirect: string; needsPhone: boolean; textsCodes: boolean; signedIn: ShopperJson | null }) {
  const texts = useTexts('accounts');
  const failures = useTexts('common').fetchFailed;
  const [step, setStep] = useState<Step>(signedIn ? { kind: 'profile', user: signedIn } : { kind: 'email' });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send<T>(path: string, body: unknown): Promise<T | null> {
    setSending(true);
    const answer = await postJson<T>(path, body, failures);
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

  async function askForCode(event: FormEvent<HTMLFormElement>, channel: Channel) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get(channel) ?? '');
    const sent = await send<{ sent_to: string }>(CHANNEL_PATHS[channel].request, { [channel]: address });
    if (sent) setStep({ kind: 'code', channel, address: sent.sent_to });
  }

  async function checkCode(event: FormEvent<HTMLFormElement>, channel: Channel, address: string) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '');
    const answer = await send<{ user: ShopperJson }>(CHANNEL_PATHS[channel].verify, { [channel]: address, code });
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

  function switchTo(kind: Channel) {
    setErrors({});
    setFailure(null);
    setStep({ kind });
  }

  if (step.kind === 'code') {
    const { channel, address } = step;
    return (
      <form className="lead-form account-form" noValidate onSubmit={(event) => void checkCode(event, channel, address)}>
        <h2 className="form-step-title">{texts.enterCode}</h2>
        <p>
          {channel === 'phone'
            ? fill(texts.codeTexted, { length: CODE_LENGTH, number: address, minutes: Math.round(CODE_TTL_MS / 60_000) })
            : fill(texts.codeSent, { length: CODE_LENGTH, email: address, minutes: Math.round(CODE_TTL_MS / 60_000) })}
        </p>
        <TextField formId="sign-in" name="code" label={texts.code} required inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH + 2} errors={errors.code} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? LOADING_LABEL : texts.signIn}
          </button>
          <button type="button" className="button button-ghost" onClick={() => switchTo(channel)}>
            {channel === 'phone' ? texts.useAnotherNumber : texts.useAnotherEmail}
          </button>
        </div>
        {notice}
      </form>
    );
  }

  if (step.kind === 'phone') {
    return (
      <form className="lead-form account-form" noValidate onSubmit={(event) => void askForCode(event, 'phone')}>
        <TextField formId="sign-in" name="phone" label={texts.mobileNumber} type="tel" required autoComplete="tel" inputMode="tel" errors={errors.phone} />
        <p className="form-hint">{texts.mobileHint}</p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? LOADING_LABEL : texts.textMeACode}
          </button>
          <button type="button" className="button button-ghost" onClick={() => switchTo('email')}>
            {texts.useEmailInstead}
          </button>
        </div>
        {notice}
      </form>
    );
  }

  return (
    <form className="lead-form account-form" noValidate onSubmit={(event) => void askForCode(event, 'email')}>
      <TextField formId="sign-in" name="email" label={texts.email} type="email" required autoComplete="email" errors={errors.email} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? LOADING_LABEL : texts.emailMeACode}
        </button>
        {textsCodes ? (
          <button type="button" className="button button-ghost" onClick={() => switchTo('phone')}>
            {texts.textMeInstead}
          </button>
        ) : null}
      </div>
      {notice}
    </form>
  );
}
