import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { siteListPage } from '@/console/site/editor-pages';
import '@/ui/styles/console-site.css';

export const metadata: Metadata = { title: 'Site' };

/** The sites the staff member edits; with one, its editor opens at once. */
export default async function SitesPage() {
  const sites = await siteListPage();
  if (sites.length === 1) redirect(`/console/site/${sites[0]!.id}`);
  return (
    <main className="console-main">
      <h1>Site</h1>
      {sites.length === 0 ? <p>None of your dealerships has a website of its own to edit.</p> : null}
      <ul className="site-list">
        {sites.map((s) => (
          <li key={s.id}>
            <Link href={`/console/site/${s.id}`}>{s.name}</Link>
          </li>
        ))}
      </ul>
      <p>
        <Link href="/console/site/delivery">Lead destinations and delivery health</Link>
      </p>
    </main>
  );
}
