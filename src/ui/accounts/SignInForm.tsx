'use client';

import { useState, type FormEvent } from 'react';
import type { ShopperJson } from '../../api/account-json';
import { CODE_LENGTH, CODE_TTL_MS } from '../../domain/accounts/sign-in-code';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { postJson } from './account-client';
import { ProfileForm } from './ProfileForm';
import { TextField } from './TextField';

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
        <h2 className="form-step-title">Your details</h2>
        <p>{needsPhone ? 'Add your phone number to use the watchlist.' : 'Tell us who you are, so the dealer can help you.'}</p>
        <ProfileForm user={step.user} submitLabel="Save and continue" onSaved={() => window.location.assign(redirect)} />
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
        <h2 className="form-step-title">Enter your code</h2>
        <p>
          We {channel === 'phone' ? 'texted' : 'sent'} a {CODE_LENGTH}-digit code to <strong>{address}</strong>. It works once, for {Math.round(CODE_TTL_MS / 60_000)} minutes.
        </p>
        <TextField formId="sign-in" name="code" label="Sign-in code" required inputMode="numeric" autoComplete="one-time-code" maxLength={CODE_LENGTH + 2} errors={errors.code} />
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? LOADING_LABEL : 'Sign In'}
          </button>
          <button type="button" className="button button-ghost" onClick={() => switchTo(channel)}>
            {channel === 'phone' ? 'Use another number' : 'Use another email'}
          </button>
        </div>
        {notice}
      </form>
    );
  }

  if (step.kind === 'phone') {
    return (
      <form className="lead-form account-form" noValidate onSubmit={(event) => void askForCode(event, 'phone')}>
        <TextField formId="sign-in" name="phone" label="Mobile number" type="tel" required autoComplete="tel" inputMode="tel" errors={errors.phone} />
        <p className="form-hint">The mobile number on your details with us.</p>
        <div className="form-actions">
          <button type="submit" className="button button-primary" disabled={sending}>
            {sending ? LOADING_LABEL : 'Text Me a Code'}
          </button>
          <button type="button" className="button button-ghost" onClick={() => switchTo('email')}>
            Use my email instead
          </button>
        </div>
        {notice}
      </form>
    );
  }

  return (
    <form className="lead-form account-form" noValidate onSubmit={(event) => void askForCode(event, 'email')}>
      <TextField formId="sign-in" name="email" label="Email" type="email" required autoComplete="email" errors={errors.email} />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? LOADING_LABEL : 'Email Me a Code'}
        </button>
        {textsCodes ? (
          <button type="button" className="button button-ghost" onClick={() => switchTo('phone')}>
            Text me a code instead
          </button>
        ) : null}
      </div>
      {notice}
    </form>
  );
}
