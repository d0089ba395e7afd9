'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FieldError } from '../forms/FieldError';
import { SaveState } from './SaveState';
import { useConsoleForm } from '../forms/use-console-form';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;
export type IdentityLocation = { slug: string; name: string; phone: string; email: string; dealerLicenseNumber: string };

function Field({ id, name, label, value, type = 'text', errors, autoComplete }: { id: string; name: string; label: string; value: string; type?: string; errors: Record<string, string[]>; autoComplete?: string }) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type={type} defaultValue={value} autoComplete={autoComplete} aria-invalid={Boolean(errors[name])} aria-describedby={`${id}-error`} />
      <FieldError id={`${id}-error`} messages={errors[name]} />
    </>
  );
}

/** The site's name and phone, and each location's phone, email and licence number. Phones follow the site's country. */
export function IdentityForm({ action, name, phone, locations, phoneHint }: { action: Action; name: string; phone: string; locations: IdentityLocation[]; phoneHint: string }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Identity and contact">
      <Field id="site-name" name="name" label="Site name" value={name} errors={state.errors} autoComplete="organization" />
      <Field id="site-phone" name="phone" label="Main phone" value={phone} type="tel" errors={state.errors} autoComplete="tel" />
      <p className="console-hint">{phoneHint}</p>
      {locations.map((l) => (
        <fieldset key={l.slug}>
          <legend>{l.name}</legend>
          <Field id={`loc-${l.slug}-phone`} name={`location.${l.slug}.phone`} label="Phone" value={l.phone} type="tel" errors={state.errors} />
          <Field id={`loc-${l.slug}-email`} name={`location.${l.slug}.email`} label="Email" value={l.email} type="email" errors={state.errors} />
          <Field id={`loc-${l.slug}-licence`} name={`location.${l.slug}.dealerLicenseNumber`} label="Dealer licence number" value={l.dealerLicenseNumber} errors={state.errors} />
        </fieldset>
      ))}
      <SaveState state={state} shown={['name', 'phone', 'location']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save identity and contact to the draft'}
      </button>
    </form>
  );
}
