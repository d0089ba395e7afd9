import type { Metadata } from 'next';
import { auditPageOf } from '@/console/audit-page';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { AuditTable } from '@/ui/console/audit/AuditTable';

export const metadata: Metadata = { title: 'Audit log' };

/** Every console change at the dealership: who, what, when, and the fields before and after (managers and up). */
export default async function AuditPage({ searchParams }: { searchParams: Promise<{ before?: string }> }) {
  const { actor, dealership } = await requireStaffAt();
  const { before } = await searchParams;
  const beforeId = before && /^\d{1,15}$/.test(before) ? Number(before) : null;
  const page = await consolePage(() => auditPageOf(actor, dealership?.id ?? 0, beforeId));
  return (
    <main className="console-main">
      <h1>Audit log of {dealership?.name}</h1>
      {page.entries.length === 0 ? <p>Nothing has been changed in the console yet.</p> : <AuditTable entries={page.entries} />}
      {page.nextBefore !== null ? (
        <p>
          <a href={`/console/audit?before=${page.nextBefore}`}>Older changes</a>
        </p>
      ) : null}
    </main>
  );
}
