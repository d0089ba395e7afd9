/**
 * The smallest dynamic page for `npm run bench:pages`: what Next itself costs per rendered
 * request, whatever the page holds.
 */
export const dynamic = 'force-dynamic';
export const metadata = { title: 'Benchmark trivial page', robots: { index: false } };

export default function TrivialPage() {
  return (
    <main>
      <h1>Benchmark trivial page</h1>
    </main>
  );
}
