'use client';

import { useState, type FormEvent } from 'react';
import type { ShopperJson } from '../../api-json/account-json';
import { LOADING_LABEL } from '../../domain/validation/messages';
import { postcodeMaxLength } from '../../domain/validation/postcode';
import { postJson } from './account-client';
import { TextField } from './TextField';
import { useTexts } from '../i18n/ClientTexts';
import { fill } from '../../i18n/fill';

type Errors = Record<string, string[]>;

/**
 * The shopper's details (SPEC 3), checked on submit only by the server's SPEC 5 schema. A new email
 * takes effect only with the code the server sends to it, and on a site that texts codes a mobile
 * number signs in only once its texted code is entered (docs/accounts.md): the form then asks for
 * the code and the next save carries it.
 */
export function ProfileForm({ user, submitLabel, onSaved }: { user: ShopperJson; submitLabel: string; onSaved: (user: ShopperJson) => void }) {
  const texts = useTexts('accounts');
  const postcode = useTexts('postcode');
  const failures = useTexts('common').fetchFailed;
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [pendingPhone, setPendingPhone] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = Object.fromEntries(new FormData(event.currentTarget).entries());
    setSending(true);
    setDone(false);
    const answer = await postJson<{ user: ShopperJson; pending_email?: string; pending_phone?: string }>('/api/account/profile', values, failures);
    setSending(false);
    if (!answer.ok) {
      setErrors(answer.errors);
      setFailure(Object.keys(answer.errors).length > 0 ? null : answer.error);
      return;
    }
    setErrors({});
    setFailure(null);
    setPendingEmail(answer.data.pending_email ?? null);
    setPendingPhone(answer.data.pending_phone ?? null);
    if (answer.data.pending_email || answer.data.pending_phone) return;
    setDone(true);
    onSaved(answer.data.user);
  }

  return (
    <form className="lead-form account-form" noValidate onSubmit={(event) => void submit(event)}>
      <div className="form-grid">
        <TextField formId="profile" name="first_name" label={texts.firstName} required autoComplete="given-name" defaultValue={user.first_name ?? ''} errors={errors.first_name} />
        <TextField formId="profile" name="last_name" label={texts.lastName} required autoComplete="family-name" defaultValue={user.last_name ?? ''} errors={errors.last_name} />
        <TextField formId="profile" name="email" label={texts.email} type="email" required autoComplete="email" defaultValue={user.email} errors={errors.email} />
        <TextField formId="profile" name="phone" label={texts.phone} type="tel" required autoComplete="tel" defaultValue={user.phone ?? ''} errors={errors.phone} />
        <TextField
          formId="profile"
          name="postcode"
          label={texts.postcode}
          required
          inputMode="numeric"
          maxLength={postcodeMaxLength(postcode.format)}
          autoComplete="postal-code"
          defaultValue={user.postcode ?? ''}
          errors={errors.postcode}
        />
      </div>
      {pendingEmail ? (
        <>
          <p role="status">{fill(texts.emailChangeCodeSent, { email: pendingEmail })}</p>
          <TextField formId="profile" name="email_code" label={texts.emailChangeCode} required inputMode="numeric" autoComplete="one-time-code" errors={errors.email_code} />
        </>
      ) : null}
      {pendingPhone ? (
        <>
          <p role="status">{fill(texts.phoneProofCodeSent, { phone: pendingPhone })}</p>
          <TextField formId="profile" name="phone_code" label={texts.phoneProofCode} required inputMode="numeric" autoComplete="one-time-code" errors={errors.phone_code} />
        </>
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={sending}>
          {sending ? LOADING_LABEL : submitLabel}
        </button>
      </div>
      {failure ? (
        <p className="form-submit-error" role="alert">
          {failure}
        </p>
      ) : null}
      {done ? <p role="status">{texts.detailsSaved}</p> : null}
    </form>
  );
}
