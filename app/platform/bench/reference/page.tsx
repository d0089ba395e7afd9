import { ReferenceTable } from '../ReferenceTable';

/**
 * The static ceiling for `npm run bench:pages`: a page prerendered at build time and served by the
 * same Next server as the dealer pages, sized like one. Dealer pages are measured against what
 * Next can do with no rendering at all.
 */
export const metadata = { title: 'Benchmark reference page', robots: { index: false } };

export default function BenchmarkReferencePage() {
  return (
    <main>
      <h1>Benchmark reference page</h1>
      <p>A static page of about the size of a dealer page, for comparing serving speed.</p>
      <ReferenceTable />
    </main>
  );
}
