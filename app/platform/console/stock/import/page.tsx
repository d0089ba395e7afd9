import type { Metadata } from 'next';
import Link from 'next/link';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { feedImportPage } from '@/console/stock/feed-upload';
import { FeedUploadForm } from '@/ui/console/stock/FeedUploadForm';
import { ImportHistory } from '@/ui/console/stock/ImportHistory';

export const metadata: Metadata = { title: 'Import a feed file' };

/** Upload a stock feed file through the importer, with a dry run first, and the dealership's import history. */
export default async function FeedImportPage() {
  const { actor, dealership } = await requireStaffAt();
  const page = await consolePage(() => feedImportPage(actor, dealership?.id ?? null));
  return (
    <main className="console-main">
      <p>
        <Link href="/console/stock">← Stock</Link>
      </p>
      <h1>Import a feed file</h1>
      <p>
        The file is read by the same importer as the nightly feeds: a column your file does not have leaves that field as it is, an empty cell clears it,
        and each row with a mistake is rejected on its own with the reason.
      </p>
      {page.canWrite ? <FeedUploadForm dealershipId={page.dealershipId} savedMapping={page.mapping} /> : <p className="console-muted">Your role can see the imports but not run one.</p>}
      <h2>Import history</h2>
      <ImportHistory history={page.history.map((h) => ({ ...h, startedAt: h.startedAt.toISOString() }))} />
    </main>
  );
}
