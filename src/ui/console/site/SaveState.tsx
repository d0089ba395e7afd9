import type { FormState } from '../../../domain/console/form-state';
import { FormMessage } from '../forms/FieldError';

/**
 * What a site-editor form's action answered: the whole-form message, messages about fields this
 * form does not show (the site-file check of the whole draft), and the confirmation.
 */
export function SaveState({ state, shown }: { state: FormState<string>; shown: readonly string[] }) {
  const elsewhere = Object.entries(state.errors).filter(([key]) => !shown.some((name) => key === name || key.startsWith(`${name}.`)));
  return (
    <>
      <FormMessage message={state.message ?? (elsewhere.length > 0 ? 'The change could not be saved:' : null)} />
      {elsewhere.length > 0 ? (
        <ul className="console-form-error">
          {elsewhere.map(([key, messages]) => (
            <li key={key}>{messages.join(' ')}</li>
          ))}
        </ul>
      ) : null}
      {state.done ? (
        <p className="console-done" role="status">
          {state.done}
        </p>
      ) : null}
    </>
  );
}
