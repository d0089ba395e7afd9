import type { Metadata } from 'next';
import { saveNoticesAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { NoticesForm } from '@/ui/console/site/NoticesForm';

export const metadata: Metadata = { title: 'Notices' };

export default async function NoticesPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { content } = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="notices-heading">
      <h2 id="notices-heading">Notices</h2>
      {editor.canWrite ? (
        <NoticesForm action={saveNoticesAction.bind(null, editor.site.id)} notices={{ bars: content.bars, bottomNote: content.bottomNote }} />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
