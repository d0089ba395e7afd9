'use client';

import { FieldError } from '../forms/FieldError';
import { ActionForm, type LeadAction } from './ActionForm';

type Choice = { value: string; label: string };

/** A lead taken on the phone or at the desk: the site, where it came from, and what the shopper said. */
export function ManualLeadForm({ action, sites, sources, kinds }: { action: LeadAction; sites: Choice[]; sources: readonly string[]; kinds: Choice[] }) {
  const text = (errors: Record<string, string[]>, name: string, label: string, type = 'text', autoComplete?: string) => (
    <>
      <label htmlFor={`manual-${name}`}>{label}</label>
      <input id={`manual-${name}`} name={name} type={type} autoComplete={autoComplete} aria-invalid={Boolean(errors[name])} aria-describedby={`manual-${name}-error`} />
      <FieldError id={`manual-${name}-error`} messages={errors[name]} />
    </>
  );
  const select = (errors: Record<string, string[]>, name: string, label: string, choices: Choice[]) => (
    <>
      <label htmlFor={`manual-${name}`}>{label}</label>
      <select id={`manual-${name}`} name={name} defaultValue={choices[0]?.value} aria-describedby={`manual-${name}-error`}>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      <FieldError id={`manual-${name}-error`} messages={errors[name]} />
    </>
  );
  return (
    <ActionForm action={action} label="Add a lead" submit="Add lead" busy="Adding…" className="console-form">
      {(errors) => (
        <>
          {select(errors, 'site', 'Site', sites)}
          {select(errors, 'source', 'How it came in', sources.map((source) => ({ value: source, label: source })))}
          {select(errors, 'category', 'Kind', kinds)}
          {text(errors, 'name', 'Name', 'text', 'off')}
          {text(errors, 'email', 'Email', 'email', 'off')}
          {text(errors, 'phone', 'Phone', 'tel', 'off')}
          {text(errors, 'stock_number', 'Stock number of the car (if any)')}
          <label htmlFor="manual-message">What they said</label>
          <textarea id="manual-message" name="message" rows={4} aria-describedby="manual-message-error" />
          <FieldError id="manual-message-error" messages={errors.message} />
        </>
      )}
    </ActionForm>
  );
}
