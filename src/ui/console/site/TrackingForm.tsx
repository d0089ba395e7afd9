'use client';

import { Fragment } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import type { Tracking } from '../../../domain/tracking';
import { FieldError } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

const FIELDS = [
  { name: 'gtmContainerId', id: 'tracking-gtm', label: 'Google Tag Manager container id', hint: 'Such as GTM-AB12CD3, from Tag Manager’s workspace. Leave it empty for no container.' },
  { name: 'gaMeasurementId', id: 'tracking-ga', label: 'Google Analytics measurement id', hint: 'Such as G-AB12CD34EF, from the Analytics data stream. Leave it empty if Tag Manager loads Analytics.' },
  {
    name: 'dealerBannerScriptUrl',
    id: 'tracking-banner',
    label: 'Dealer banner script address',
    hint: 'The https:// address of the banner script your manufacturer gives its dealers, shown in the footer. Leave it empty for no banner.',
  },
] as const;

/** The site's tracking ids and dealer-banner script; the site's security policy lets exactly those load once published. */
export function TrackingForm({ action, tracking }: { action: Action; tracking: Tracking }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Tracking tags">
      {FIELDS.map((field) => (
        <Fragment key={field.name}>
          <label htmlFor={field.id}>{field.label}</label>
          <input
            id={field.id}
            name={field.name}
            type="text"
            defaultValue={tracking[field.name] ?? ''}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(state.errors[field.name])}
            aria-describedby={`${field.id}-hint ${field.id}-error`}
          />
          <p id={`${field.id}-hint`} className="console-hint">
            {field.hint}
          </p>
          <FieldError id={`${field.id}-error`} messages={state.errors[field.name]} />
        </Fragment>
      ))}
      <SaveState state={state} shown={FIELDS.map((f) => f.name)} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save tracking tags to the draft'}
      </button>
    </form>
  );
}
