import type { Metadata } from 'next';
import { savePhotoHostsAction } from '@/console/site/actions';
import { editorPage, photoHostsPage } from '@/console/site/editor-pages';
import { PhotoHostsForm } from '@/ui/console/site/PhotoHostsForm';

export const metadata: Metadata = { title: 'Photo hosts' };

/** Where each dealership's feed photos may come from (decision 034); live for the photo route on publish. */
export default async function PhotoHostsPage({ params }: { params: Promise<{ siteId: string }> }) {
  const { siteId } = await params;
  const editor = await editorPage(siteId);
  const dealerships = await photoHostsPage(siteId);
  return (
    <section aria-labelledby="photo-hosts-heading">
      <h2 id="photo-hosts-heading">Photo hosts</h2>
      <p className="console-hint">
        Cars from a stock feed or the dealer API show photos by address. The site shows a photo only when its host is listed here for the car’s dealership (or
        for the whole platform). A change takes effect when the draft is published.
      </p>
      {editor.canWrite ? (
        <PhotoHostsForm action={savePhotoHostsAction.bind(null, editor.site.id)} dealerships={dealerships} />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
