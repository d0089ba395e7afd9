import type { Metadata } from 'next';
import { saveHoursAction } from '@/console/site/actions';
import { editorPage } from '@/console/site/editor-pages';
import { HoursForm } from '@/ui/console/site/HoursForm';

export const metadata: Metadata = { title: 'Hours' };

/** Each location's weekly and holiday hours, as the draft has them. */
export default async function HoursPage({ params }: { params: Promise<{ siteId: string }> }) {
  const editor = await editorPage((await params).siteId);
  return (
    <section aria-labelledby="hours-heading">
      <h2 id="hours-heading">Opening and holiday hours</h2>
      {editor.draft.dealerships.flatMap((d) =>
        d.locations
          .filter((l) => l.visible)
          .map((l) => (
            <section key={`${d.slug}/${l.slug}`} className="site-section" aria-label={l.name}>
              <h3>{l.name}</h3>
              {editor.canWrite ? (
                <HoursForm action={saveHoursAction.bind(null, editor.site.id, d.slug, l.slug)} locationName={l.name} hours={l.hours} holidays={l.holidayHours} />
              ) : (
                <p className="console-hint">Your role may look at the site but not change it.</p>
              )}
            </section>
          )),
      )}
    </section>
  );
}
