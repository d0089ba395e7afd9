import { ReferenceTable } from '../ReferenceTable';

/**
 * The render floor for `npm run bench:pages`: the static reference page's markup, rendered on
 * every request with no data to read. A first render of a car page costs at least this, so the
 * gap between the two is what the car page's own data and components add.
 */
export const dynamic = 'force-dynamic';
export const metadata = { title: 'Benchmark reference page, rendered per request', robots: { index: false } };

export default function RenderedReferencePage() {
  return (
    <main>
      <h1>Benchmark reference page</h1>
      <p>The reference page rendered on every request, for comparing rendering speed.</p>
      <ReferenceTable />
    </main>
  );
}
