import type { Metadata } from 'next';
import { saveHomeAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { HomeTextsForm } from '@/ui/console/site/HomeTextsForm';

export const metadata: Metadata = { title: 'Home page' };

export default async function HomeTextsPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const config = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="home-heading">
      <h2 id="home-heading">Home page texts</h2>
      {editor.canWrite ? (
        <HomeTextsForm action={saveHomeAction.bind(null, editor.site.id)} home={config.content.home} tagline={config.theme.tagline} siteName={editor.draft.website.name} />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
