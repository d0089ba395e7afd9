'use client';

import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FormMessage } from '../forms/FieldError';
import { useConsoleForm } from '../forms/use-console-form';

type Change = { where: string; before: string; after: string };
export type HistoryItem = { version: number; by: string; note: string; at: string; changes: Change[] };
type RestoreAction = (state: FormState<string>) => Promise<FormState<string>>;

function RestoreButton({ version, restore }: { version: number; restore: RestoreAction }) {
  const { state, pending: restoring, formKey, formProps } = useConsoleForm(restore, EMPTY_FORM_STATE as FormState<string>);
  return (
    <form key={formKey} {...formProps} className="restore-form">
      <button type="submit" className="console-button console-button-quiet" disabled={restoring}>
        {restoring ? 'Restoring…' : `Restore version ${version}`}
      </button>
      <FormMessage message={state.message} />
      {state.done ? <p role="status">{state.done}</p> : null}
    </form>
  );
}

/** Every published version, newest first: who, when, their note and what changed; any earlier one can be restored. */
export function HistoryList({ items, restores }: { items: HistoryItem[]; restores: Record<number, RestoreAction> | null }) {
  return (
    <ol className="history-list" reversed>
      {items.map((item, i) => (
        <li key={item.version}>
          <h3>
            Version {item.version}
            {i === 0 ? <span className="live-tag">live</span> : null}
          </h3>
          <p className="console-hint">
            {item.by}, {item.at}
            {item.note ? ` — ${item.note}` : ''}
          </p>
          {item.changes.length > 0 ? (
            <ul className="change-list">
              {item.changes.slice(0, 30).map((c, j) => (
                <li key={j}>
                  <span className="change-where">{c.where}:</span> {c.before} → <strong>{c.after}</strong>
                </li>
              ))}
              {item.changes.length > 30 ? <li>and {item.changes.length - 30} more</li> : null}
            </ul>
          ) : (
            <p className="console-hint">{item.version === 1 ? 'The first version kept.' : 'No change to the site’s texts, hours or settings.'}</p>
          )}
          {i > 0 && restores?.[item.version] ? <RestoreButton version={item.version} restore={restores[item.version]!} /> : null}
        </li>
      ))}
    </ol>
  );
}
