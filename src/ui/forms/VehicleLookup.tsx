'use client';

import { useId, useState, useSyncExternalStore, type KeyboardEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Locale } from '@/domain/site-config';
import type { VehicleLookupDefinition } from '@/forms/types';
import { fill } from '@/i18n/fill';
import type { Messages } from '@/i18n/types';

type Props = { lookup: VehicleLookupDefinition; texts: Messages['forms']['lookup']; locale: Locale };

type Vehicle = { year: number; make: string; model: string; variant: string | null; colour: string | null; transmission: string | null; registration_expiry: string | null; plate: string | null; state: string | null };
type Status = { kind: 'idle' } | { kind: 'finding' } | { kind: 'found'; vehicle: Vehicle } | { kind: 'problem'; message: string };

/** The browser gives up on a lookup after this, whatever the server does: the form must never wait on it. */
const CLIENT_TIMEOUT_MS = 8_000;

const noSubscription = () => () => undefined;

function readVehicle(json: unknown): Vehicle | null {
  const vehicle = typeof json === 'object' && json !== null ? (json as { vehicle?: unknown }).vehicle : undefined;
  if (typeof vehicle !== 'object' || vehicle === null) return null;
  const v = vehicle as Record<string, unknown>;
  return typeof v.year === 'number' && typeof v.make === 'string' && typeof v.model === 'string' ? (v as Vehicle) : null;
}

function firstFieldMessage(json: unknown): string | null {
  const errors = typeof json === 'object' && json !== null ? (json as { errors?: Record<string, unknown> }).errors : undefined;
  const first = errors ? Object.values(errors)[0] : undefined;
  return Array.isArray(first) && typeof first[0] === 'string' ? first[0] : null;
}

/**
 * "Find my car by rego" (issue 27): a rego and state, or a VIN, looked up with POST /api/nevdis; the
 * answer fills the form's own vehicle fields, which stay editable. It appears only once the page is
 * interactive (without script the shopper types the details, as before), and any failure says so in
 * plain words and leaves the fields to be typed.
 */
export function VehicleLookup({ lookup, texts, locale }: Props) {
  const interactive = useSyncExternalStore(noSubscription, () => true, () => false);
  const { setValue, getValues } = useFormContext();
  const id = useId();
  const [rego, setRego] = useState('');
  const [state, setState] = useState('');
  const [vin, setVin] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  if (!interactive) return null;

  const find = async () => {
    const plate = rego.trim() || String(getValues(lookup.fills.rego) ?? '').trim();
    const where = state.trim() || (lookup.fills.regoState ? String(getValues(lookup.fills.regoState) ?? '') : '');
    if (!vin.trim() && !plate) {
      setStatus({ kind: 'problem', message: texts.needRego });
      return;
    }
    setStatus({ kind: 'finding' });
    try {
      const response = await fetch('/api/nevdis', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(vin.trim() ? { vin } : { rego: plate, state: where }),
        signal: AbortSignal.timeout(CLIENT_TIMEOUT_MS),
      });
      const json: unknown = await response.json().catch(() => null);
      const vehicle = response.ok ? readVehicle(json) : null;
      if (vehicle) {
        const fills = lookup.fills;
        const options = { shouldDirty: true };
        setValue(fills.make, vehicle.make, options);
        setValue(fills.model, vehicle.model, options);
        setValue(fills.year, String(vehicle.year), options);
        if (vehicle.plate) setValue(fills.rego, vehicle.plate, options);
        if (fills.regoState && vehicle.state) setValue(fills.regoState, vehicle.state, options);
        setStatus({ kind: 'found', vehicle });
        return;
      }
      const message =
        response.status === 422 ? (firstFieldMessage(json) ?? texts.needRego) : response.status === 404 ? texts.notFound : response.status === 429 ? texts.busy : texts.down;
      setStatus({ kind: 'problem', message });
    } catch {
      setStatus({ kind: 'problem', message: texts.down });
    }
  };

  const onEnter = (event: KeyboardEvent<HTMLInputElement | HTMLSelectElement>) => {
    // Enter here means "find", not "send the enquiry".
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  const described = (vehicle: Vehicle) => [vehicle.year, vehicle.make, vehicle.model, vehicle.variant, vehicle.colour, vehicle.transmission].filter(Boolean).join(' ');
  const expiry = (date: string) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

  return (
    <fieldset className="vehicle-lookup">
      <legend>{texts.title}</legend>
      <p className="vehicle-lookup-intro">{texts.intro}</p>
      <div className="vehicle-lookup-row">
        <div className="form-field">
          <label className="form-label" htmlFor={`${id}-lookup-plate`}>
            {texts.rego}
          </label>
          <input id={`${id}-lookup-plate`} value={rego} onChange={(event) => setRego(event.target.value)} onKeyDown={onEnter} autoComplete="off" autoCapitalize="characters" maxLength={10} />
        </div>
        <div className="form-field">
          <label className="form-label" htmlFor={`${id}-lookup-state`}>
            {texts.state}
          </label>
          {lookup.regoStates ? (
            <select id={`${id}-lookup-state`} value={state} onChange={(event) => setState(event.target.value)} onKeyDown={onEnter}>
              <option value="">-</option>
              {lookup.regoStates.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input id={`${id}-lookup-state`} value={state} onChange={(event) => setState(event.target.value)} onKeyDown={onEnter} maxLength={40} />
          )}
        </div>
        <div className="form-field vehicle-lookup-vin">
          <label className="form-label" htmlFor={`${id}-lookup-vin`}>
            {texts.vin}
          </label>
          <input id={`${id}-lookup-vin`} value={vin} onChange={(event) => setVin(event.target.value)} onKeyDown={onEnter} autoComplete="off" autoCapitalize="characters" maxLength={20} />
        </div>
        <button type="button" className="button button-ghost" onClick={() => void find()} disabled={status.kind === 'finding'}>
          {texts.find}
        </button>
      </div>
      <div role="status" className={status.kind === 'problem' ? 'vehicle-lookup-status vehicle-lookup-problem' : 'vehicle-lookup-status'}>
        {status.kind === 'finding' ? texts.finding : null}
        {status.kind === 'problem' ? status.message : null}
        {status.kind === 'found' ? (
          <>
            {fill(texts.found, { vehicle: described(status.vehicle) })}
            {status.vehicle.registration_expiry ? ` ${fill(texts.expires, { date: expiry(status.vehicle.registration_expiry) })}` : null}
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
