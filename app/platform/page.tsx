import { headers } from 'next/headers';
import { connection } from 'next/server';
import { platformListing } from '@/site/listing';

const TEMPLATE_LABEL = { franchise: 'Franchise dealer', independent: 'Independent dealer', group: 'Dealer group' } as const;

/** The bare host lists the sites this installation serves, each linked on its `{slug}.localhost` address. */
export default async function PlatformIndex() {
  // The list is read per request; without this the build would try to prerender it from the database.
  await connection();
  const [sites, requestHeaders] = await Promise.all([platformListing(), headers()]);
  const port = (requestHeaders.get('host') ?? '').match(/:(\d+)$/)?.[1];
  const origin = (slug: string) => `http://${slug}.localhost${port ? `:${port}` : ''}/`;
  return (
    <main className="platform">
      <h1>Forecourt dealer network</h1>
      <p>
        {sites.length} dealer websites are served here. The same list is available as{' '}
        <a href="/api/v1/websites.json">JSON</a>.
      </p>
      <ul className="platform-sites">
        {sites.map((s) => (
          <li key={s.id}>
            <a href={origin(s.slug)}>{s.name}</a>
            <span>
              {TEMPLATE_LABEL[s.template]} · {s.locale}
              {s.hostnames.length > 0 ? ` · ${s.hostnames.join(', ')}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </main>
  );
}
