import type { Metadata } from 'next';
import { saveLeadSettings } from '@/console/actions/leads';
import { leadSettingsOf } from '@/console/leads/page-data';
import { consolePage } from '@/console/respond';
import { requireStaffAt } from '@/console/session';
import { LeadSettingsForm } from '@/ui/console/leads/LeadSettingsForm';
import '@/ui/styles/console-leads.css';

export const metadata: Metadata = { title: 'Lead settings' };

/** The chosen dealership's lead settings, for its managers and owners (sales: 403). */
export default async function LeadSettingsPage() {
  const { actor, dealership } = await requireStaffAt();
  if (!dealership) return <main className="console-main">You do not work for a dealership yet.</main>;
  const settings = await consolePage(() => leadSettingsOf(actor, dealership.id));
  return (
    <main className="console-main console-narrow">
      <p className="console-muted">
        <a href="/console/leads">Leads</a>
      </p>
      <h1>Lead settings for {dealership.name}</h1>
      <LeadSettingsForm settings={settings} action={saveLeadSettings.bind(null, dealership.id)} />
    </main>
  );
}
