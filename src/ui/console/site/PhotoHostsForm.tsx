'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import type { DealershipHosts } from '../../../domain/site-editor/photo-hosts-form';
import { FieldError } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/**
 * The hosts each dealership's feed photos come from, one a line. A dealership shown on other sites
 * says so beside its list: the hosts are the dealership's, so they change there too.
 */
export function PhotoHostsForm({ action, dealerships }: { action: Action; dealerships: DealershipHosts[] }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Photo hosts">
      <p className="console-hint">
        One host a line, such as cdn.example.com. Start with **. for every name under a domain (**.dealerphotos.net) or *. for one level. Addresses are https
        unless the line starts with http://; ports and IP addresses are not taken.
      </p>
      {dealerships.map((d) => {
        const name = `hosts.${d.slug}`;
        const id = `hosts-${d.slug}`;
        return (
          <fieldset key={d.slug}>
            <legend>{d.name}</legend>
            {d.alsoOn.length > 0 ? (
              <p className="console-hint" id={`${id}-shared`}>
                {d.name} is also shown on {d.alsoOn.join(', ')}. These hosts belong to the dealership, so publishing here changes them on {d.alsoOn.length === 1 ? 'that site' : 'those sites'} too.
              </p>
            ) : null}
            <label htmlFor={id}>Photo hosts of {d.name}</label>
            <textarea
              id={id}
              name={name}
              defaultValue={d.hosts.join('\n')}
              rows={Math.max(3, d.hosts.length + 1)}
              spellCheck={false}
              autoCapitalize="none"
              placeholder={'cdn.example.com\n**.dealerphotos.net'}
              aria-invalid={Boolean(state.errors[name])}
              aria-describedby={[`${id}-error`, d.alsoOn.length > 0 ? `${id}-shared` : ''].filter(Boolean).join(' ')}
            />
            <FieldError id={`${id}-error`} messages={state.errors[name]} />
          </fieldset>
        );
      })}
      <SaveState state={state} shown={['hosts']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save photo hosts to the draft'}
      </button>
    </form>
  );
}
