import type { Metadata } from 'next';
import Link from 'next/link';
import { forbidden } from 'next/navigation';
import { removeDestinationAction, resendAction, saveDestinationAction, testLeadAction } from '@/console/site/actions';
import { deliveryPage } from '@/console/site/editor-pages';
import { Destinations } from '@/ui/console/site/Destinations';
import '@/ui/styles/console-site.css';

export const metadata: Metadata = { title: 'Lead destinations' };

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Where the chosen dealership's leads go, how delivery went over 7 and 30 days, and a test lead for each. */
export default async function DeliveryPage() {
  const page = await deliveryPage();
  if (!page) forbidden();
  const ids = page.destinations.map((d) => d.id);
  const each = <T,>(make: (id: number) => T) => Object.fromEntries(ids.map((id) => [id, make(id)]));
  return (
    <main className="console-main">
      <p className="console-hint">
        <Link href="/console/site">Site</Link>
      </p>
      <h1>Lead destinations of {page.dealership.name}</h1>
      {page.alerts.length > 0 ? (
        <div className="console-alert" role="alert">
          {page.alerts.map((a) => (
            <p key={a.destinationId}>
              Leads are not reaching <strong>{a.target}</strong>
              {a.reason === 'dead-letter' ? ': some failed for good and wait to be resent.' : ': it has been failing for a while.'}
            </p>
          ))}
        </div>
      ) : null}
      <Destinations
        destinations={page.destinations.map((d) => ({ ...d, health: { ...d.health, lastErrorAt: d.health.lastErrorAt ? `${when.format(d.health.lastErrorAt)} UTC` : null } }))}
        locations={page.locations}
        saves={each((id) => saveDestinationAction.bind(null, page.dealership.id, id))}
        add={saveDestinationAction.bind(null, page.dealership.id, null)}
        tests={each((id) => testLeadAction.bind(null, id))}
        resends={each((id) => resendAction.bind(null, id))}
        removes={each((id) => removeDestinationAction.bind(null, id))}
      />
    </main>
  );
}
