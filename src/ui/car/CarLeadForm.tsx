'use client';

import { useId, useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { carLeadBody, type CarLeadContext, type CarLeadForm as FormKind } from '../../domain/car-lead';
import { spell } from '../../domain/locale';
import { contactFormSchema, type ContactFormInput, type ContactFormValues } from '../../domain/validation/contact-form';
import type { FormRules } from '../../domain/validation/form-rules';
import { LOADING_LABEL, SUBMIT_FAILED_MESSAGE } from '../../domain/validation/messages';
import type { Locale } from '../../site/config-schema';
import { postLead } from '../forms/post-lead';
import { zodResolver } from '../forms/zod-resolver';

type Status = { kind: 'idle' } | { kind: 'sent' } | { kind: 'failed' };

const FIELDS = ['name', 'email', 'phone', 'message'] as const;
type Field = (typeof FIELDS)[number];

/**
 * The Email Us and Request Photos forms of the car page (SPEC 5 contact form): validated on submit
 * only, with the shared schema, then sent as a lead. The button reads 'Loading' while sending.
 */
export function CarLeadForm({
  form,
  rules,
  car,
  locale,
  onDone,
}: {
  form: FormKind;
  rules: FormRules;
  car: CarLeadContext;
  locale: Locale;
  onDone: () => void;
}) {
  const schema = useMemo(() => contactFormSchema(rules, form === 'request-photos' ? 'request-photos' : 'contact'), [rules, form]);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormValues>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    defaultValues: { name: '', email: '', phone: '', message: '', opt_in: false },
  });
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const id = useId();
  const messageRequired = rules.messageRequired && form !== 'request-photos';

  const submit = handleSubmit(async (values) => {
    setStatus({ kind: 'idle' });
    const result = await postLead(carLeadBody(form, values, car, { url: window.location.href, userAgent: navigator.userAgent }));
    if (result.ok) {
      setStatus({ kind: 'sent' });
      return;
    }
    for (const [field, message] of Object.entries(result.fieldErrors)) {
      if ((FIELDS as readonly string[]).includes(field)) setError(field as Field, { type: 'server', message });
    }
    setStatus({ kind: 'failed' });
  });

  if (status.kind === 'sent') {
    return (
      <div className="lead-sent" role="status">
        <p>Thank you, your {spell('enquiry', locale)} has been sent. We will be in touch soon.</p>
        <button type="button" className="button" onClick={onDone}>
          Close
        </button>
      </div>
    );
  }

  const field = (name: Field, label: string, required: boolean, input: 'text' | 'email' | 'tel' | 'textarea', autoComplete?: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name]?.message;
    const describedBy = error ? `${inputId}-error` : undefined;
    const shared = {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy,
      'aria-required': required || undefined,
      ...register(name),
    };
    return (
      <div className="form-field">
        <label htmlFor={inputId}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {input === 'textarea' ? <textarea rows={4} {...shared} /> : <input type={input} autoComplete={autoComplete} {...shared} />}
        {error ? (
          <p className="field-error" id={describedBy}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="lead-form" noValidate onSubmit={submit}>
      {field('name', 'Full name', true, 'text', 'name')}
      {field('email', 'Email', true, 'email', 'email')}
      {field('phone', 'Mobile', true, 'tel', 'tel')}
      {field('message', form === 'request-photos' ? 'Which photos would you like?' : 'Message', messageRequired, 'textarea')}
      <div className="form-check">
        <input type="checkbox" id={`${id}-opt_in`} {...register('opt_in')} />
        <label htmlFor={`${id}-opt_in`}>Keep me up to date with news and offers</label>
      </div>
      {status.kind === 'failed' ? (
        <p className="form-error" role="alert">
          {SUBMIT_FAILED_MESSAGE}
        </p>
      ) : null}
      <button type="submit" className="button button-primary" disabled={isSubmitting}>
        {isSubmitting ? LOADING_LABEL : form === 'request-photos' ? 'Request Photos' : 'Send'}
      </button>
    </form>
  );
}
