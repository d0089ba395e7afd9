'use client';

import { useActionState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FEATURE_SWITCHES, type FeatureKey } from '../../../domain/site-editor/section-forms';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

export function FeaturesForm({ action, features }: { action: Action; features: Record<FeatureKey, boolean> }) {
  const [state, submit, saving] = useActionState(action, EMPTY_FORM_STATE as FormState<string>);
  return (
    <form action={submit} className="console-form" noValidate aria-label="Feature switches">
      <fieldset>
        <legend>What the site offers shoppers</legend>
        {FEATURE_SWITCHES.map(({ key, label }) => (
          <label key={key} className="console-check">
            <input type="checkbox" name={`feature.${key}`} defaultChecked={features[key]} /> {label}
          </label>
        ))}
      </fieldset>
      <SaveState state={state} shown={[]} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save switches to the draft'}
      </button>
    </form>
  );
}
