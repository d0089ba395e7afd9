import type { InputHTMLAttributes } from 'react';

type Props = InputHTMLAttributes<HTMLInputElement> & { name: string; label: string; errors?: string[] | undefined; formId: string };

/** A labelled input with its messages tied to it for screen readers. */
export function TextField({ name, label, errors, formId, required, ...input }: Props) {
  const id = `${formId}-${name}`;
  const message = errors?.[0];
  return (
    <div className="form-field">
      <label className="form-label" htmlFor={id}>
        {label}
        {required ? <span className="form-required"> *</span> : null}
      </label>
      <input
        id={id}
        name={name}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        aria-required={required ? true : undefined}
        {...input}
      />
      {message ? (
        <p className="form-error" id={`${id}-error`}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
