import type { Metadata } from 'next';
import { saveIdentityAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { IdentityForm } from '@/ui/console/site/IdentityForm';

export const metadata: Metadata = { title: 'Identity and contact' };

const PHONE_HINT = {
  'en-AU': 'An Australian number with its area code, such as 02 9000 1000 or 0412 345 678.',
  'en-NZ': 'A New Zealand number, such as 09 300 1000.',
  'en-US': 'A US number with its area code, such as (212) 555-0123.',
} as const;

export default async function IdentityPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  const { website } = editor.draft;
  const locations = editor.draft.dealerships.flatMap((d) =>
    d.locations.filter((l) => l.visible).map((l) => ({ slug: l.slug, name: l.name, phone: l.phone ?? '', email: l.email ?? '', dealerLicenseNumber: l.dealerLicenseNumber ?? '' })),
  );
  return (
    <section aria-labelledby="identity-heading">
      <h2 id="identity-heading">Identity and contact</h2>
      {editor.canWrite ? (
        <IdentityForm action={saveIdentityAction.bind(null, editor.site.id, website.locale)} name={website.name} phone={website.phone ?? ''} locations={locations} phoneHint={PHONE_HINT[website.locale]} />
      ) : (
        <p className="console-hint">Your role may look at the site but not change it.</p>
      )}
    </section>
  );
}
