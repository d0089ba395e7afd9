'use client';

import { useState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FieldError, FormMessage } from '../forms/FieldError';
import { SaveState } from './SaveState';
import { useConsoleForm } from '../forms/use-console-form';

export type DestinationView = {
  id: number;
  kind: string;
  target: string;
  format: string;
  enabled: boolean;
  locationId: number | null;
  locationName: string | null;
  health: { delivered7: number; delivered30: number; retrying: number; dead7: number; dead30: number; lastError: string | null; lastErrorAt: string | null };
};

type SaveAction = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;
type TestAction = (state: FormState<{ delivered: boolean; answer: string }>) => Promise<FormState<{ delivered: boolean; answer: string }>>;
type ResendAction = (state: FormState<string>) => Promise<FormState<string>>;

const KINDS = [
  { value: 'email', label: 'Email' },
  { value: 'webhook', label: 'Webhook (CRM)' },
  { value: 'sms', label: 'SMS gateway (shopper codes)' },
];
const FORMATS: Record<string, { value: string; label: string }[]> = {
  email: [
    { value: 'text', label: 'Readable email' },
    { value: 'adf', label: 'ADF email (the ADF/XML document as the body, for a CRM mailbox)' },
    { value: 'adf-attachment', label: 'Readable email with the ADF document attached' },
  ],
  webhook: [
    { value: 'adf', label: 'ADF/XML' },
    { value: 'json', label: 'JSON' },
  ],
  sms: [{ value: 'text', label: 'Text' }],
};

function DestinationForm({ save, destination, locations, idPrefix }: { save: SaveAction; destination: DestinationView | null; locations: { id: number; name: string }[]; idPrefix: string }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(save, EMPTY_FORM_STATE as FormState<string>);
  const [kind, setKind] = useState(destination?.kind ?? 'email');
  const formats = FORMATS[kind] ?? [];
  return (
    <form key={formKey} {...formProps} className="console-form destination-form" noValidate aria-label={destination ? `Change ${destination.target}` : 'Add a destination'}>
      <label htmlFor={`${idPrefix}-kind`}>Kind</label>
      <select id={`${idPrefix}-kind`} name="kind" value={kind} onChange={(e) => setKind(e.target.value)}>
        {KINDS.map((k) => (
          <option key={k.value} value={k.value}>
            {k.label}
          </option>
        ))}
      </select>
      <label htmlFor={`${idPrefix}-target`}>{kind === 'email' ? 'Email address' : 'Address (https://…)'}</label>
      <input id={`${idPrefix}-target`} name="target" type={kind === 'email' ? 'email' : 'url'} defaultValue={destination?.target ?? ''} aria-invalid={Boolean(state.errors.target)} aria-describedby={`${idPrefix}-target-error`} />
      <FieldError id={`${idPrefix}-target-error`} messages={state.errors.target} />
      <label htmlFor={`${idPrefix}-format`}>Format</label>
      <select id={`${idPrefix}-format`} name="format" defaultValue={destination?.format} key={kind} aria-describedby={`${idPrefix}-format-error`}>
        {formats.map((f) => (
          <option key={f.value} value={f.value}>
            {f.label}
          </option>
        ))}
      </select>
      <FieldError id={`${idPrefix}-format-error`} messages={state.errors.format} />
      <label htmlFor={`${idPrefix}-location`}>Leads of</label>
      <select id={`${idPrefix}-location`} name="location" defaultValue={destination?.locationId ?? ''} aria-describedby={`${idPrefix}-location-error`}>
        <option value="">Every location</option>
        {locations.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name} only
          </option>
        ))}
      </select>
      <FieldError id={`${idPrefix}-location-error`} messages={state.errors.location} />
      <label className="console-check">
        <input type="checkbox" name="enabled" defaultChecked={destination?.enabled ?? true} /> Send leads here
      </label>
      <SaveState state={state} shown={['kind', 'target', 'format', 'location', 'enabled']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Checking…' : destination ? 'Save changes' : 'Add destination'}
      </button>
    </form>
  );
}

function TestLead({ test }: { test: TestAction }) {
  const { state, pending: sending, formKey, formProps } = useConsoleForm(test, EMPTY_FORM_STATE as FormState<{ delivered: boolean; answer: string }>);
  return (
    <form key={formKey} {...formProps} className="test-lead">
      <button type="submit" className="console-button console-button-quiet" disabled={sending}>
        {sending ? 'Sending…' : 'Send a test lead'}
      </button>
      <FormMessage message={state.message} />
      {state.done ? (
        <p role="status" className={state.done.delivered ? 'console-done' : 'console-form-error'}>
          {state.done.delivered ? 'Delivered. ' : 'Not delivered. '}
          It answered: <code>{state.done.answer}</code>
        </p>
      ) : null}
    </form>
  );
}

function Resend({ resend, count }: { resend: ResendAction; count: number }) {
  const { state, pending: sending, formKey, formProps } = useConsoleForm(resend, EMPTY_FORM_STATE as FormState<string>);
  return (
    <form key={formKey} {...formProps}>
      <button type="submit" className="console-button" disabled={sending}>
        {sending ? 'Queuing…' : `Resend ${count} failed lead${count === 1 ? '' : 's'}`}
      </button>
      <FormMessage message={state.message} />
      {state.done ? <p role="status">{state.done}</p> : null}
    </form>
  );
}

/** The dealership's lead destinations with their delivery health, each editable and testable, and a form to add one. */
export function Destinations({
  destinations,
  locations,
  saves,
  add,
  tests,
  resends,
  removes,
}: {
  destinations: DestinationView[];
  locations: { id: number; name: string }[];
  saves: Record<number, SaveAction>;
  add: SaveAction;
  tests: Record<number, TestAction>;
  resends: Record<number, ResendAction>;
  removes: Record<number, () => Promise<void>>;
}) {
  return (
    <>
      {destinations.length === 0 ? <p>No destination yet: leads are kept in the console only.</p> : null}
      {destinations.map((d) => (
        <article key={d.id} className="destination" aria-labelledby={`destination-${d.id}`}>
          <h3 id={`destination-${d.id}`}>
            {d.target} <span className="console-hint">({KINDS.find((k) => k.value === d.kind)?.label ?? d.kind}{d.enabled ? '' : ', off'}{d.locationName ? `, ${d.locationName} only` : ''})</span>
          </h3>
          <table className="health-table">
            <caption>Delivery</caption>
            <thead>
              <tr>
                <th scope="col" />
                <th scope="col">Last 7 days</th>
                <th scope="col">Last 30 days</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">Delivered</th>
                <td>{d.health.delivered7}</td>
                <td>{d.health.delivered30}</td>
              </tr>
              <tr>
                <th scope="row">Failed for good</th>
                <td>{d.health.dead7}</td>
                <td>{d.health.dead30}</td>
              </tr>
              <tr>
                <th scope="row">Being retried now</th>
                <td colSpan={2}>{d.health.retrying}</td>
              </tr>
            </tbody>
          </table>
          {d.health.lastError ? (
            <p className="last-error">
              Last error{d.health.lastErrorAt ? ` (${d.health.lastErrorAt})` : ''}: <code>{d.health.lastError}</code>
            </p>
          ) : null}
          <div className="destination-actions">
            {d.kind !== 'sms' && tests[d.id] ? <TestLead test={tests[d.id]!} /> : null}
            {d.health.dead30 > 0 && resends[d.id] ? <Resend resend={resends[d.id]!} count={d.health.dead30} /> : null}
          </div>
          <details>
            <summary>Change or remove</summary>
            {saves[d.id] ? <DestinationForm save={saves[d.id]!} destination={d} locations={locations} idPrefix={`dest-${d.id}`} /> : null}
            {removes[d.id] ? (
              <form action={removes[d.id]!}>
                <button type="submit" className="console-button console-button-danger">
                  Remove this destination
                </button>
              </form>
            ) : null}
          </details>
        </article>
      ))}
      <h2>Add a destination</h2>
      <DestinationForm save={add} destination={null} locations={locations} idPrefix="dest-new" />
    </>
  );
}
