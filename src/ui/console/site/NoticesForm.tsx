'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { BAR_TEXT_MAX, BOTTOM_NOTE_MAX, MAX_BARS, type Notices } from '../../../domain/site-editor/notices-form';
import { FieldError } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';
import { SaveState } from './SaveState';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/**
 * The site's notices: up to three bars shown between the header and every page (a sale, a
 * closure), each with an optional link, and a closing line under the footer. An empty row is not shown.
 */
export function NoticesForm({ action, notices }: { action: Action; notices: Notices }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, EMPTY_FORM_STATE as FormState<string>);
  const rows = Array.from({ length: MAX_BARS }, (_, i) => notices.bars[i]);
  return (
    <form key={formKey} {...formProps} className="console-form" noValidate aria-label="Notices">
      <p className="console-hint">Each notice shows on every page, under the header. Clear a notice’s words and link to remove it.</p>
      {rows.map((bar, i) => {
        const id = `bar-${i}`;
        const textError = state.errors[`bar.${i}.text`];
        const urlError = state.errors[`bar.${i}.url`];
        return (
          <fieldset key={i}>
            <legend>Notice {i + 1}</legend>
            <label htmlFor={`${id}-text`}>Words</label>
            <input id={`${id}-text`} name={`bar.${i}.text`} defaultValue={bar?.text ?? ''} maxLength={BAR_TEXT_MAX} aria-invalid={Boolean(textError)} aria-describedby={`${id}-text-error`} />
            <FieldError id={`${id}-text-error`} messages={textError} />
            <label htmlFor={`${id}-url`}>Link (optional)</label>
            <input
              id={`${id}-url`}
              name={`bar.${i}.url`}
              defaultValue={bar?.url ?? ''}
              placeholder="/special-offers or https://…"
              aria-invalid={Boolean(urlError)}
              aria-describedby={`${id}-url-error`}
            />
            <FieldError id={`${id}-url-error`} messages={urlError} />
          </fieldset>
        );
      })}
      <label htmlFor="bottom-note">Closing line under the footer (optional)</label>
      <textarea
        id="bottom-note"
        name="bottomNote"
        defaultValue={notices.bottomNote ?? ''}
        maxLength={BOTTOM_NOTE_MAX}
        rows={3}
        aria-invalid={Boolean(state.errors.bottomNote)}
        aria-describedby="bottom-note-error"
      />
      <FieldError id="bottom-note-error" messages={state.errors.bottomNote} />
      <SaveState state={state} shown={['bar', 'bottomNote']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save notices to the draft'}
      </button>
    </form>
  );
}
