'use client';

import { useState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import type { HomeContent } from '../../../domain/site-config';
import { textMode, type TextMode } from '../../../domain/site-editor/section-forms';
import { FieldError } from '../forms/FieldError';
import { SaveState } from './SaveState';
import { useConsoleForm } from '../forms/use-console-form';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;
type Block = Exclude<HomeContent['serviceBlock'], undefined | 'standard'>;

function ModeChoice({ name, legend, value, onChange, standardLabel, offLabel }: { name: string; legend: string; value: TextMode; onChange: (m: TextMode) => void; standardLabel: string; offLabel: string }) {
  return (
    <fieldset className="mode-choice">
      <legend>{legend}</legend>
      {(
        [
          ['off', offLabel],
          ['standard', standardLabel],
          ['own', 'Our own words'],
        ] as const
      ).map(([mode, label]) => (
        <label key={mode}>
          <input type="radio" name={`${name}.mode`} value={mode} checked={value === mode} onChange={() => onChange(mode)} /> {label}
        </label>
      ))}
    </fieldset>
  );
}

function BlockFields({ name, label, block, errors }: { name: string; label: string; block: Block | undefined; errors: Record<string, string[]> }) {
  return (
    <div className="block-fields">
      <label htmlFor={`${name}-heading`}>{label} heading</label>
      <input id={`${name}-heading`} name={`${name}.heading`} defaultValue={block?.heading ?? ''} maxLength={80} aria-invalid={Boolean(errors[`${name}.heading`])} aria-describedby={`${name}-heading-error`} />
      <FieldError id={`${name}-heading-error`} messages={errors[`${name}.heading`]} />
      <label htmlFor={`${name}-text`}>{label} text</label>
      <textarea id={`${name}-text`} name={`${name}.text`} defaultValue={block?.text ?? ''} maxLength={400} rows={3} aria-invalid={Boolean(errors[`${name}.text`])} aria-describedby={`${name}-text-error`} />
      <FieldError id={`${name}-text-error`} messages={errors[`${name}.text`]} />
    </div>
  );
}

/**
 * The home page's words: the hero heading and subheading, and the service and certified blocks.
 * A block is off unless the dealer turns it on: the site makes no claim the dealer did not write.
 */
export function HomeTextsForm({ action, home, tagline, siteName }: { action: Action; home: HomeContent; tagline: string; siteName: string }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  const [hero, setHero] = useState<TextMode>(textMode(home.heroHeading));
  const [service, setService] = useState<TextMode>(textMode(home.serviceBlock));
  const [certified, setCertified] = useState<TextMode>(textMode(home.certifiedBlock));
  const own = <T,>(value: T | 'standard' | undefined) => (value === undefined || value === 'standard' ? undefined : value);
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Home page texts">
      <ModeChoice name="heroHeading" legend="Hero heading" value={hero} onChange={setHero} offLabel={`The site’s name (${siteName})`} standardLabel="The template’s wording (brand at site)" />
      <div hidden={hero !== 'own'}>
        <label htmlFor="hero-text">Heading</label>
        <input id="hero-text" name="heroHeading.text" defaultValue={own(home.heroHeading) ?? ''} maxLength={120} aria-invalid={Boolean(state.errors['heroHeading.text'])} aria-describedby="hero-text-error" />
        <FieldError id="hero-text-error" messages={state.errors['heroHeading.text']} />
      </div>
      <label htmlFor="tagline">Hero subheading</label>
      <input id="tagline" name="tagline" defaultValue={tagline} maxLength={120} aria-describedby="tagline-error" />
      <FieldError id="tagline-error" messages={state.errors.tagline} />
      <ModeChoice name="serviceBlock" legend="Service block" value={service} onChange={setService} offLabel="Off: not shown" standardLabel="The template’s wording (genuine service)" />
      <div hidden={service !== 'own'}>
        <BlockFields name="serviceBlock" label="Service block" block={own(home.serviceBlock)} errors={state.errors} />
      </div>
      <ModeChoice name="certifiedBlock" legend="Certified pre-owned block" value={certified} onChange={setCertified} offLabel="Off: not shown" standardLabel="The template’s wording (every used car is inspected)" />
      <div hidden={certified !== 'own'}>
        <BlockFields name="certifiedBlock" label="Certified block" block={own(home.certifiedBlock)} errors={state.errors} />
      </div>
      <SaveState state={state} shown={['heroHeading', 'tagline', 'serviceBlock', 'certifiedBlock']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save home page texts to the draft'}
      </button>
    </form>
  );
}
