import type { Metadata } from 'next';
import { addManualLead } from '@/console/actions/leads';
import { choicesOf } from '@/console/leads/page-data';
import { requireStaff } from '@/console/session';
import { dealershipsAllowing } from '@/domain/console/access';
import { MANUAL_SOURCES } from '@/domain/console/manual-lead';
import { ManualLeadForm } from '@/ui/console/leads/ManualLeadForm';
import '@/ui/styles/console-leads.css';

export const metadata: Metadata = { title: 'Add a lead' };

/** A lead from a phone call or a walk-in, checked and delivered as the site's forms' leads are. */
export default async function NewLead() {
  const actor = await requireStaff();
  const working = { ...actor, dealerships: actor.dealerships.filter((d) => dealershipsAllowing(actor, 'leads.work').includes(d.id)) };
  const choices = await choicesOf(working);
  return (
    <main className="console-main console-narrow">
      <p className="console-muted">
        <a href="/console/leads">Leads</a>
      </p>
      <h1>Add a lead</h1>
      <ManualLeadForm
        action={addManualLead}
        sites={choices.sites.map((site) => ({ value: String(site.id), label: site.name }))}
        sources={MANUAL_SOURCES}
        kinds={choices.kinds}
      />
    </main>
  );
}
