import type { Metadata } from 'next';
import { forbidden } from 'next/navigation';
import { renderMarkdownAction, savePageAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { PageEditor } from '@/ui/console/site/PageEditor';

export const metadata: Metadata = { title: 'New page' };

export default async function NewPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  if (!editor.canWrite) forbidden();
  return (
    <section aria-labelledby="page-heading">
      <h2 id="page-heading">New page</h2>
      <PageEditor action={savePageAction.bind(null, editor.site.id, null)} render={renderMarkdownAction} page={null} saved={false} />
    </section>
  );
}
