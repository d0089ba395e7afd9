'use client';

import { useEffect, useState } from 'react';
import { EMPTY_FORM_STATE, type FormState } from '../../../domain/console/form-state';
import type { ContentPage } from '../../../domain/site-config';
import { PAGE_KINDS } from '../../../domain/site-editor/section-forms';
import { FieldError } from '../forms/FieldError';
import { SaveState } from './SaveState';
import { useConsoleForm } from '../forms/use-console-form';

type Action = (state: FormState<string>, form: FormData) => Promise<FormState<string>>;

const PREVIEW_DELAY_MS = 300;

/**
 * A content page or news article: its fields and a Markdown body with the rendered page beside it,
 * rendered by the server with the same sanitiser the site uses, so the preview is what shoppers see.
 */
export function PageEditor({ action, render, page, saved }: { action: Action; render: (markdown: string) => Promise<string>; page: ContentPage | null; saved: boolean }) {
  const { state, pending: saving, formKey, formProps } = useConsoleForm(action, saved ? { message: null, errors: {}, done: 'Saved in the draft. Preview it, then publish to make it live.' } : (EMPTY_FORM_STATE as FormState<string>));
  const [kind, setKind] = useState<ContentPage['kind']>(page?.kind ?? 'page');
  const [body, setBody] = useState(page?.body ?? '');
  const [html, setHtml] = useState('');
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      render(body).then(
        (rendered) => current && setHtml(rendered),
        () => current && setHtml('<p>The preview could not be rendered.</p>'),
      );
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, render]);
  const field = (name: string) => ({ 'aria-invalid': Boolean(state.errors[name]), 'aria-describedby': `page-${name}-error` });
  return (
    <form key={formKey} {...formProps} className="console-form page-editor" noValidate aria-label="Content page">
      <div className="page-meta">
        <label htmlFor="page-kind">Kind</label>
        <select id="page-kind" name="kind" value={kind} onChange={(e) => setKind(e.target.value as ContentPage['kind'])}>
          {PAGE_KINDS.map((k) => (
            <option key={k.value} value={k.value}>
              {k.label}
            </option>
          ))}
        </select>
        <label htmlFor="page-title">Title</label>
        <input id="page-title" name="title" defaultValue={page?.title ?? ''} maxLength={120} {...field('title')} />
        <FieldError id="page-title-error" messages={state.errors.title} />
        <label htmlFor="page-slug">Address (the last part of the page’s web address)</label>
        <input id="page-slug" name="slug" defaultValue={page?.slug ?? ''} placeholder="opening-hours" {...field('slug')} />
        <FieldError id="page-slug-error" messages={state.errors.slug} />
        <label htmlFor="page-description">Description (for search engines)</label>
        <input id="page-description" name="description" defaultValue={page?.description ?? ''} maxLength={300} {...field('description')} />
        <FieldError id="page-description-error" messages={state.errors.description} />
        <div hidden={kind !== 'news'}>
          <label htmlFor="page-published">Published on</label>
          <input id="page-published" name="publishedAt" type="date" defaultValue={page?.publishedAt ?? ''} {...field('publishedAt')} />
          <FieldError id="page-publishedAt-error" messages={state.errors.publishedAt} />
        </div>
      </div>
      <div className="page-split">
        <div>
          <label htmlFor="page-body">Text (Markdown: # heading, **bold**, - list, [link](https://…))</label>
          <textarea id="page-body" name="body" value={body} onChange={(e) => setBody(e.target.value)} rows={18} />
        </div>
        <section className="page-rendered" aria-label="Preview of the page">
          <p className="console-hint">Preview</p>
          {/* The server's sanitiser made this HTML (src/content/markdown.ts): no script, style or event handler survives it. */}
          <div className="content-body" dangerouslySetInnerHTML={{ __html: html }} />
        </section>
      </div>
      <SaveState state={state} shown={['kind', 'title', 'slug', 'description', 'publishedAt', 'body']} />
      <button type="submit" className="console-button" disabled={saving}>
        {saving ? 'Saving…' : 'Save page to the draft'}
      </button>
    </form>
  );
}
