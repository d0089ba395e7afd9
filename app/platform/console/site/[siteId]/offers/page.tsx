import type { Metadata } from 'next';
import { savePromotionsAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { siteConfigSchema } from '@/domain/site-config';
import { PromotionsForm } from '@/ui/console/site/PromotionsForm';

export const metadata: Metadata = { title: 'Banners and offers' };

export default async function OffersPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { content } = siteConfigSchema.parse(editor.draft.website.config);
  return (
    <section aria-labelledby="offers-heading">
      <h2 id="offers-heading">Banners and offers</h2>
      {editor.canWrite ? (
        <PromotionsForm action={savePromotionsAction.bind(null, editor.site.id)} banners={content.homeBanners ?? []} offers={content.offers ?? []} />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
