import type { Metadata } from 'next';
import { createKeyAction, revokeKeyAction } from '@/console/actions/keys';
import { keysPageOf } from '@/console/keys/service';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { CreateKeyForm } from '@/ui/console/keys/CreateKeyForm';
import { KeysTable } from '@/ui/console/keys/KeysTable';

export const metadata: Metadata = { title: 'API keys' };

/** The dealer API's keys (owners): make one, shown once; see when each was last used; revoke. */
export default async function KeysPage() {
  const { actor, dealership } = await requireStaffAt();
  const keys = await consolePage(() => keysPageOf(actor, dealership?.id ?? 0));
  return (
    <main className="console-main">
      <h1>API keys of {dealership?.name}</h1>
      <p>A key lets your CRM or DMS read your leads and change your stock through the dealer API. Keep it secret; revoke it when it is no longer used.</p>
      <h2>New key</h2>
      <CreateKeyForm action={createKeyAction} />
      <h2>Keys</h2>
      {keys.length === 0 ? <p>No keys yet.</p> : <KeysTable keys={keys} revoke={revokeKeyAction} />}
    </main>
  );
}
