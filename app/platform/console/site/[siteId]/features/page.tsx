import type { Metadata } from 'next';
import { saveFeaturesAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { FeaturesForm } from '@/ui/console/site/FeaturesForm';

export const metadata: Metadata = { title: 'Switches' };

export default async function FeaturesPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { features } = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="features-heading">
      <h2 id="features-heading">Switches</h2>
      {editor.canWrite ? <FeaturesForm action={saveFeaturesAction.bind(null, editor.site.id)} features={features} /> : <p className="console-hint">Your role may look at the site but not change it.</p>}
    </section>
  );
}
