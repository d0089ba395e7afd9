import type { Metadata } from 'next';
import { saveTrackingAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { TrackingForm } from '@/ui/console/site/TrackingForm';

export const metadata: Metadata = { title: 'Tracking' };

export default async function TrackingPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { tracking } = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="tracking-heading">
      <h2 id="tracking-heading">Tracking</h2>
      <p className="console-hint">Google Tag Manager, Google Analytics and a dealer banner script load on every page of the site once published; the site’s security policy allows exactly their addresses.</p>
      {editor.canWrite ? <TrackingForm action={saveTrackingAction.bind(null, editor.site.id)} tracking={tracking} /> : <p className="console-hint">Your role may look at the site but not change it.</p>}
    </section>
  );
}
