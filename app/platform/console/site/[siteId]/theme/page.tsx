import type { Metadata } from 'next';
import { saveThemeAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { ThemeForm } from '@/ui/console/site/ThemeForm';

export const metadata: Metadata = { title: 'Colours' };

export default async function ThemePage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { theme } = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="theme-heading">
      <h2 id="theme-heading">Colours</h2>
      {editor.canWrite ? (
        <ThemeForm action={saveThemeAction.bind(null, editor.site.id)} primary={theme.primary.toLowerCase()} accent={theme.accent.toLowerCase()} siteName={editor.draft.website.name} />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
