import type { Metadata } from 'next';
import { forbidden, notFound } from 'next/navigation';
import { deletePageAction, renderMarkdownAction, savePageAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { PageEditor } from '@/ui/console/site/PageEditor';

export const metadata: Metadata = { title: 'Edit page' };

type Props = { params: Promise<{ siteId: string; kind: string; slug: string }>; searchParams: Promise<{ saved?: string }> };

export default async function EditPage({ params, searchParams }: Props) {
  const { siteId, kind, slug } = await params;
  const editor = await editorPage(siteId);
  if (!editor.canWrite) forbidden();
  const page = siteConfigSchema.parse(editor.draft.website.config).content.pages.find((p) => p.kind === kind && p.slug === slug);
  if (!page) notFound();
  const original = { kind: page.kind, slug: page.slug };
  return (
    <section aria-labelledby="page-heading">
      <h2 id="page-heading">{page.title}</h2>
      <PageEditor action={savePageAction.bind(null, editor.site.id, original)} render={renderMarkdownAction} page={page} saved={(await searchParams).saved === '1'} />
      <form action={deletePageAction.bind(null, editor.site.id, original)} className="page-delete">
        <button type="submit" className="console-button console-button-danger">
          Delete this page from the draft
        </button>
      </form>
    </section>
  );
}
