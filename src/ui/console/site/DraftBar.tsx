'use client';

import { useActionState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import { FormMessage } from '../forms/FieldError';

type Change = { where: string; before: string; after: string };
type PreviewAction = (state: FormState<{ url: string }>) => Promise<FormState<{ url: string }>>;
type PublishAction = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

/**
 * The draft's state on every editor page: what it changes against the live site, a preview link,
 * publish with a note, and discard. Publishing is for roles that may publish.
 */
export function DraftBar({
  changes,
  stale,
  liveVersion,
  canPublish,
  preview,
  publish,
  discard,
}: {
  changes: Change[];
  stale: boolean;
  liveVersion: number;
  canPublish: boolean;
  preview: PreviewAction;
  publish: PublishAction;
  discard: () => Promise<void>;
}) {
  const [link, makeLink, making] = useActionState(preview, EMPTY_FORM_STATE as FormState<{ url: string }>);
  const [published, submitPublish, publishing] = useActionState(publish, EMPTY_FORM_STATE as FormState<string>);
  // The answer stays until the next save makes a new draft, which the bar then shows.
  if (published.done && changes.length === 0) {
    return (
      <section className="draft-bar draft-bar-done" aria-label="Draft">
        <p role="status">{published.done}</p>
      </section>
    );
  }
  if (changes.length === 0) {
    return (
      <section className="draft-bar" aria-label="Draft">
        <p>The site shows version {liveVersion}. Changes you save go to a draft first; nothing is live until you publish.</p>
      </section>
    );
  }
  return (
    <section className="draft-bar" aria-label="Draft">
      <h2>
        Draft: {changes.length} change{changes.length === 1 ? '' : 's'} not yet live
      </h2>
      {stale ? <p className="console-form-error">The live site was changed after this draft was started. Discard the draft and make your changes again.</p> : null}
      <ul className="change-list">
        {changes.map((c, i) => (
          <li key={i}>
            <span className="change-where">{c.where}:</span> {c.before} → <strong>{c.after}</strong>
          </li>
        ))}
      </ul>
      <div className="draft-actions">
        <form action={makeLink}>
          <button type="submit" className="console-button console-button-quiet" disabled={making}>
            {making ? 'Making a link…' : 'Preview the draft'}
          </button>
        </form>
        {link.done ? (
          <a href={link.done.url} target="_blank" rel="noopener" className="preview-link">
            Open the preview (works for an hour)
          </a>
        ) : null}
        <FormMessage message={link.message} />
      </div>
      {canPublish ? (
        <form action={submitPublish} className="publish-form">
          <label htmlFor="publish-note">Note for the history (optional)</label>
          <input id="publish-note" name="note" maxLength={200} placeholder="Summer Saturday hours" />
          <FormMessage message={published.message} />
          <button type="submit" className="console-button" disabled={publishing || stale}>
            {publishing ? 'Publishing…' : 'Publish'}
          </button>
        </form>
      ) : (
        <p className="console-hint">A manager or owner publishes the draft.</p>
      )}
      <form action={discard}>
        <button type="submit" className="console-button console-button-danger">
          Discard the draft
        </button>
      </form>
    </section>
  );
}
