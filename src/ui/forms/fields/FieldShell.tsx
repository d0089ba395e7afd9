import type { ReactNode } from 'react';
import type { FieldDefinition } from '@/forms/types';

type Props = {
  field: FieldDefinition;
  ids: { input: string; hint: string; error: string };
  error: string | undefined;
  /** Groups of inputs get a fieldset and legend instead of a label. */
  group?: boolean;
  children: ReactNode;
};

/** Label (or legend), hint and error text around one field; the error text is what aria-describedby points at. */
export function FieldShell({ field, ids, error, group = false, children }: Props) {
  const className = `form-field form-field-${field.kind}${field.wide ? ' form-field-wide' : ''}${error ? ' has-error' : ''}`;
  const required = field.required ? (
    <span className="form-required" aria-hidden="true">
      {' '}*
    </span>
  ) : null;
  const hint = field.hint ? (
    <p className="form-hint" id={ids.hint}>
      {field.hint}
    </p>
  ) : null;
  const errorText = error ? (
    <p className="form-error" id={ids.error}>
      {error}
    </p>
  ) : null;
  if (group) {
    return (
      <fieldset className={className} aria-describedby={[field.hint ? ids.hint : '', error ? ids.error : ''].join(' ').trim() || undefined}>
        <legend className="form-label">
          {field.label}
          {required}
        </legend>
        {hint}
        {children}
        {errorText}
      </fieldset>
    );
  }
  return (
    <div className={className}>
      <label className="form-label" htmlFor={ids.input}>
        {field.label}
        {required}
      </label>
      {hint}
      {children}
      {errorText}
    </div>
  );
}
