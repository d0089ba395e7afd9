import type { ReactNode } from 'react';
import Link from 'next/link';
import { discardAction, previewAction, publishAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { DraftBar } from '@/ui/console/site/DraftBar';
import { SiteTabs } from '@/ui/console/site/SiteTabs';
import '@/ui/styles/console-site.css';

/** Every site-editor page: the site, its sections and the draft's state with preview, publish and discard. */
export default async function SiteEditorLayout({ children, params }: { children: ReactNode; params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const editor = await editorPage(siteId);
  const id = editor.site.id;
  return (
    <main className="console-main site-editor">
      <p className="console-hint">
        <Link href="/console/site">Site</Link> · <Link href="/console/site/delivery">Lead destinations</Link>
      </p>
      <h1>{editor.site.name}</h1>
      <DraftBar
        changes={editor.changes}
        stale={editor.stale}
        liveVersion={editor.liveVersion}
        canPublish={editor.canPublish}
        preview={previewAction.bind(null, id)}
        publish={publishAction.bind(null, id)}
        discard={discardAction.bind(null, id)}
      />
      <SiteTabs base={`/console/site/${id}`} />
      {children}
    </main>
  );
}
