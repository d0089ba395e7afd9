'use client';

import type { Messages } from '../../i18n/types';
import { useFormContext, type FieldError } from 'react-hook-form';
import { EMAIL_MAX_LENGTH, FULL_NAME_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, REGO_MAX_LENGTH } from '@/domain/validation/limits';
import type { Locale } from '@/domain/site-config';
import type { PhoneRule } from '@/domain/validation/phone';
import type { FieldDefinition } from '@/forms/types';
import { fieldIds } from './field-ids';
import { ChoiceGroup } from './fields/ChoiceGroup';
import { CurrencyInput } from './fields/CurrencyInput';
import { FieldShell } from './fields/FieldShell';
import { PhoneInput } from './fields/PhoneInput';
import { BookingSlotSelect } from './fields/BookingSlotSelect';
import { StarRating } from './fields/StarRating';

type Props = { field: FieldDefinition; formId: string; phoneRule: PhoneRule; locale: Locale; texts: Messages['forms'] };

type InputSpec = { type: string; autoComplete?: string; inputMode?: 'numeric' | 'text' | 'email'; maxLength?: number; placeholder?: string };

/** The plain <input> each simple kind renders as. */
const INPUTS: Partial<Record<FieldDefinition['kind'], InputSpec>> = {
  'full-name': { type: 'text', autoComplete: 'name', maxLength: FULL_NAME_MAX_LENGTH },
  'first-name': { type: 'text', autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH },
  'last-name': { type: 'text', autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH },
  email: { type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH },
  postcode: { type: 'text', autoComplete: 'postal-code', inputMode: 'numeric' },
  // Room for the space or hyphen people type inside a plate.
  rego: { type: 'text', autoComplete: 'off', maxLength: REGO_MAX_LENGTH + 2 },
  'licence-number': { type: 'text', autoComplete: 'off', maxLength: 20 },
  address: { type: 'text', autoComplete: 'street-address', maxLength: 200 },
  string: { type: 'text', maxLength: 100 },
  make: { type: 'text', autoComplete: 'off', maxLength: 100 },
  model: { type: 'text', autoComplete: 'off', maxLength: 100 },
  number: { type: 'text', inputMode: 'numeric', maxLength: 12 },
  year: { type: 'text', inputMode: 'numeric', maxLength: 4, placeholder: 'YYYY' },
  kilometre: { type: 'text', inputMode: 'numeric', maxLength: 12 },
  distance: { type: 'text', inputMode: 'numeric', maxLength: 12 },
  'date-time': { type: 'datetime-local' },
  'date-of-birth': { type: 'date', autoComplete: 'bday' },
  'card-number': { type: 'text', autoComplete: 'cc-number', inputMode: 'numeric', maxLength: 23 },
  'card-expiry': { type: 'text', autoComplete: 'cc-exp', inputMode: 'numeric', maxLength: 5, placeholder: 'MM/YY' },
  'expiry-date': { type: 'text', inputMode: 'numeric', maxLength: 5, placeholder: 'MM/YY' },
};

const SELECTS = new Set<FieldDefinition['kind']>(['select', 'location-select', 'service-interval', 'tyres']);

/** One field of any SPEC 3 kind, labelled, with its error tied to it for assistive technology. */
export function Field({ field, formId, phoneRule, locale, texts }: Props) {
  const { register, formState } = useFormContext();
  const error = (formState.errors[field.name] as FieldError | undefined)?.message;
  const ids = fieldIds(formId, field, Boolean(error));
  const invalid = Boolean(error);
  const common = { id: ids.input, 'aria-invalid': invalid || undefined, 'aria-describedby': ids.describedBy };

  switch (field.kind) {
    case 'hidden':
      return <input type="hidden" {...register(field.name)} />;
    case 'button':
      return (
        <div className="form-field form-field-button">
          <a className="button button-ghost button-small" href={field.href}>
            {field.label}
          </a>
        </div>
      );
    case 'opt-in':
    case 'check':
      return (
        <div className={`form-field form-field-check form-field-wide${error ? ' has-error' : ''}`}>
          <label className="form-choice" htmlFor={ids.input}>
            <input type="checkbox" {...common} aria-required={field.required || undefined} {...register(field.name)} />
            <span>
              {field.label}
              {field.required ? <span aria-hidden="true"> *</span> : null}
            </span>
          </label>
          {error ? (
            <p className="form-error" id={ids.error}>
              {error}
            </p>
          ) : null}
        </div>
      );
    case 'radio':
    case 'radio-group':
    case 'check-group':
    case 'check-card':
      return (
        <FieldShell field={field} ids={ids} error={error} group>
          <ChoiceGroup field={field} inputId={ids.input} describedBy={ids.describedBy} multiple={field.kind === 'check-group' || field.kind === 'check-card'} />
        </FieldShell>
      );
    case 'star-rating':
      return (
        <FieldShell field={field} ids={ids} error={error} group>
          <StarRating field={field} inputId={ids.input} describedBy={ids.describedBy} stars={texts.stars} />
        </FieldShell>
      );
    case 'currency':
      return (
        <FieldShell field={field} ids={ids} error={error}>
          <CurrencyInput field={field} inputId={ids.input} describedBy={ids.describedBy} invalid={invalid} quickPicksLabel={texts.quickPicks} />
        </FieldShell>
      );
    case 'phone':
      return (
        <FieldShell field={field} ids={ids} error={error}>
          <PhoneInput field={field} inputId={ids.input} describedBy={ids.describedBy} invalid={invalid} rule={phoneRule} />
        </FieldShell>
      );
    case 'booking-slot':
      return (
        <FieldShell field={field} ids={ids} error={error}>
          <BookingSlotSelect field={field} inputId={ids.input} describedBy={ids.describedBy} invalid={invalid} texts={texts} locale={locale} />
        </FieldShell>
      );
    case 'textarea':
      return (
        <FieldShell field={field} ids={ids} error={error}>
          <textarea {...common} rows={4} maxLength={MESSAGE_MAX_LENGTH} aria-required={field.required || undefined} {...register(field.name)} />
        </FieldShell>
      );
    case 'file':
      return (
        <FieldShell field={field} ids={ids} error={error}>
          <input {...common} type="file" multiple accept="image/jpeg,image/png,image/gif,image/webp,image/heic,application/pdf" {...register(field.name)} />
        </FieldShell>
      );
    default: {
      if (SELECTS.has(field.kind)) {
        return (
          <FieldShell field={field} ids={ids} error={error}>
            <select {...common} aria-required={field.required || undefined} {...register(field.name)}>
              <option value="">{texts.pleaseChoose}</option>
              {(field.options ?? []).map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </FieldShell>
        );
      }
      const spec = INPUTS[field.kind] ?? { type: 'text' };
      return (
        <FieldShell field={field} ids={ids} error={error}>
          <input
            {...common}
            {...spec}
            maxLength={field.maxLength ?? spec.maxLength}
            aria-required={field.required || undefined}
            placeholder={field.placeholder ?? spec.placeholder}
            {...register(field.name)}
          />
        </FieldShell>
      );
    }
  }
}
