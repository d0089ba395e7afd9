'use client';

import { useActionState, useState } from 'react';
import { readableInk, readableOn } from '../../../domain/colour';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FieldError } from '../forms/FieldError';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/**
 * The site's two colours with a live preview of its header and a car card, drawn with the same
 * readable-ink rules the site's stylesheet uses, so a colour that leaves text unreadable shows.
 */
export function ThemeForm({ action, primary, accent, siteName }: { action: Action; primary: string; accent: string; siteName: string }) {
  const [state, submit, saving] = useActionState(action, EMPTY_FORM_STATE as FormState<string>);
  const [colours, setColours] = useState({ primary, accent });
  const set = (key: 'primary' | 'accent') => (e: React.ChangeEvent<HTMLInputElement>) => setColours((c) => ({ ...c, [key]: e.target.value }));
  return (
    <form action={submit} className="console-form theme-form" noValidate aria-label="Theme colours">
      <div className="theme-pickers">
        <label htmlFor="theme-primary">Main colour (header)</label>
        <input id="theme-primary" name="primary" type="color" value={colours.primary} onChange={set('primary')} aria-describedby="theme-primary-error" />
        <FieldError id="theme-primary-error" messages={state.errors.primary} />
        <label htmlFor="theme-accent">Accent colour (buttons and prices)</label>
        <input id="theme-accent" name="accent" type="color" value={colours.accent} onChange={set('accent')} aria-describedby="theme-accent-error" />
        <FieldError id="theme-accent-error" messages={state.errors.accent} />
      </div>
      <figure className="theme-preview">
        <figcaption>Preview: the header and a car card</figcaption>
        <div className="theme-preview-header" style={{ background: colours.primary, color: readableInk(colours.primary) }}>
          <strong>{siteName}</strong>
          <span>New · Used · Service · Contact</span>
        </div>
        <div className="theme-preview-card">
          <div className="theme-preview-photo" />
          <p className="theme-preview-title">2023 Toyota RAV4 GX</p>
          <p className="theme-preview-price" style={{ color: readableOn(colours.accent) }}>
            $38,990 <small>drive away</small>
          </p>
          <span className="theme-preview-button" style={{ background: colours.accent, color: readableInk(colours.accent) }}>
            Enquire
          </span>
        </div>
      </figure>
      <SaveState state={state} shown={['primary', 'accent']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save colours to the draft'}
      </button>
    </form>
  );
}
