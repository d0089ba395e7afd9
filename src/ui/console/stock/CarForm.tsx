'use client';

import { useActionState } from 'react';
import type { CarFormValues } from '@/domain/console/car-form';
import { EMPTY_FORM_STATE, type FormState } from '@/domain/console/form-state';
import { CAR_STATUSES } from '@/domain/validation/car-input';
import type { FeedColumn } from '@/domain/stock-feed/columns';

type Field = { name: FeedColumn; label: string; hint?: string; kind?: 'text' | 'number' | 'long' | 'list' | 'choice' | 'flag'; choices?: readonly [string, string][] };

const STATUS_LABELS: Record<string, string> = { in_stock: 'In stock', coming_soon: 'Coming soon', sold: 'Sold' };

/** Every column a stock feed can carry (docs/stock-import.md), in the order a person fills them. */
function fieldsFor(locations: { slug: string; name: string }[]): { legend: string; fields: Field[] }[] {
  return [
    {
      legend: 'The car',
      fields: [
        { name: 'stocknum', label: 'Stock number', hint: 'Letters and digits; feeds match cars by it.' },
        { name: 'car_type', label: 'Type', kind: 'choice', choices: [['new', 'New'], ['demo', 'Demo'], ['used', 'Used']] },
        { name: 'year', label: 'Year', kind: 'number' },
        { name: 'make', label: 'Make' },
        { name: 'model', label: 'Model' },
        { name: 'badge', label: 'Variant (badge)' },
        { name: 'series', label: 'Series' },
        { name: 'name', label: 'Listing title', hint: 'Leave blank to use year, make, model and variant.' },
        { name: 'vin', label: 'VIN' },
        { name: 'km', label: 'Odometer (km)', kind: 'number' },
      ],
    },
    {
      legend: 'Price and status',
      fields: [
        { name: 'price', label: 'Price ($)', kind: 'number', hint: 'Whole dollars. Blank shows "price on application".' },
        { name: 'before_price', label: 'Was price ($)', kind: 'number' },
        { name: 'status', label: 'Status', kind: 'choice', choices: CAR_STATUSES.map((s) => [s, STATUS_LABELS[s] ?? s] as [string, string]) },
        { name: 'reserved', label: 'Reserved', kind: 'flag' },
        { name: 'show_on_dealer_website', label: 'Show on the website', kind: 'flag' },
        { name: 'tag', label: 'Tag', hint: 'A short label on the card, such as "Just arrived".' },
        { name: 'location', label: 'Location', kind: 'choice', choices: [['', 'The main location'], ...locations.map((l) => [l.slug, l.name] as [string, string])] },
      ],
    },
    {
      legend: 'Details',
      fields: [
        { name: 'colour', label: 'Colour' },
        { name: 'transmission', label: 'Transmission' },
        { name: 'simple_fuel', label: 'Fuel' },
        { name: 'simple_body', label: 'Body' },
        { name: 'simple_drive', label: 'Drive' },
        { name: 'seats', label: 'Seats', kind: 'number' },
        { name: 'description', label: 'Description', kind: 'long' },
        { name: 'features', label: 'Features', kind: 'list', hint: 'One per line.' },
        { name: 'images', label: 'Photo URLs', kind: 'list', hint: 'One per line; the first is the main photo.' },
      ],
    },
  ];
}

type Action = (state: FormState<{ at: number }>, form: FormData) => Promise<FormState<{ at: number }>>;

/**
 * The car editor's form, for a new car and an existing one: every field a feed can carry, checked
 * on the server by the feed's own rules, each message beside its field.
 */
export function CarForm({
  values,
  locations,
  action,
  submitLabel,
  stocknumFixed,
  readOnly,
}: {
  values: CarFormValues;
  locations: { slug: string; name: string }[];
  action: Action;
  submitLabel: string;
  stocknumFixed: boolean;
  readOnly: boolean;
}) {
  const [state, submit, pending] = useActionState(action, EMPTY_FORM_STATE);
  const errorOf = (name: string) => state.errors[name] ?? Object.entries(state.errors).find(([key]) => key.startsWith(`${name}.`))?.[1];
  return (
    <form action={submit} className="console-form car-form" noValidate>
      {state.message ? (
        <p className="console-form-error" role="alert">
          {state.message}
        </p>
      ) : state.done ? (
        <p className="console-notice" role="status">
          Saved. The car&apos;s pages show the change now.
        </p>
      ) : null}
      {fieldsFor(locations).map((group) => (
        <fieldset key={group.legend} className="car-form-group" disabled={readOnly}>
          <legend>{group.legend}</legend>
          {group.fields.map((field) => {
            const id = `car-${field.name}`;
            const errors = errorOf(field.name);
            const described = [field.hint ? `${id}-hint` : null, errors ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
            const common = { id, name: field.name, 'aria-invalid': errors ? true : undefined, 'aria-describedby': described };
            const fixed = field.name === 'stocknum' && stocknumFixed;
            return (
              <div key={field.name} className={`car-field car-field-${field.kind ?? 'text'}`}>
                {field.kind === 'flag' ? (
                  <>
                    <label className="car-flag">
                      <input type="checkbox" {...common} value="true" defaultChecked={values[field.name] === 'true'} /> {field.label}
                    </label>
                    {/* After the box: a form's first value wins, so an unticked box still says false. */}
                    <input type="hidden" name={field.name} value="false" />
                  </>
                ) : (
                  <>
                    <label htmlFor={id}>{field.label}</label>
                    {field.kind === 'choice' ? (
                      <select {...common} defaultValue={values[field.name]}>
                        {(field.choices ?? []).map(([value, label]) => (
                          <option key={value} value={value}>
                            {label}
                          </option>
                        ))}
                      </select>
                    ) : field.kind === 'long' || field.kind === 'list' ? (
                      <textarea {...common} defaultValue={values[field.name]} rows={field.kind === 'long' ? 6 : 4} />
                    ) : (
                      <input {...common} defaultValue={values[field.name]} inputMode={field.kind === 'number' ? 'numeric' : undefined} readOnly={fixed} />
                    )}
                  </>
                )}
                {field.hint ? (
                  <p id={`${id}-hint`} className="console-muted car-hint">
                    {field.hint}
                  </p>
                ) : null}
                {errors ? (
                  <p id={`${id}-error`} className="console-field-error">
                    {errors.join(' ')}
                  </p>
                ) : null}
              </div>
            );
          })}
        </fieldset>
      ))}
      {readOnly ? null : (
        <button type="submit" className="console-button" disabled={pending}>
          {pending ? 'Saving…' : submitLabel}
        </button>
      )}
    </form>
  );
}
