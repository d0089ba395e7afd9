import type { Metadata } from 'next';
import { addLeadNote, addLeadTask, assignLeadTo, cancelLeadBookingAction, changeLeadStatus, moveLeadBookingAction, resendLeadDelivery } from '@/console/actions/leads';
import { leadOf } from '@/console/leads/page-data';
import { consolePage } from '@/console/respond';
import { requireStaff } from '@/console/session';
import { LeadBooking } from '@/ui/console/leads/LeadBooking';
import { LeadDetail } from '@/ui/console/leads/LeadDetail';
import { LeadWork } from '@/ui/console/leads/LeadWork';
import { ResendButton } from '@/ui/console/leads/ResendButton';
import '@/ui/styles/console-leads.css';

export const metadata: Metadata = { title: 'Lead' };

type Props = { params: Promise<{ leadId: string }> };

/** One lead: what the shopper sent, its deliveries, and the forms that work it. Another dealership's lead is 404. */
export default async function LeadPage({ params }: Props) {
  const { leadId } = await params;
  const actor = await requireStaff();
  const { lead, choices } = await consolePage(() => leadOf(actor, leadId));
  const staff = choices.staff.map((person) => ({ value: String(person.id), label: person.name }));
  return (
    <main className="console-main">
      <LeadDetail
        lead={lead}
        work={
          <LeadWork
            status={lead.status}
            statuses={choices.statuses}
            assigneeId={lead.assignee?.id ?? null}
            staff={staff}
            canAssign={lead.can.assign}
            changeStatus={changeLeadStatus.bind(null, lead.leadId)}
            assign={assignLeadTo.bind(null, lead.leadId)}
            addNote={addLeadNote.bind(null, lead.leadId)}
            addTask={addLeadTask.bind(null, lead.leadId)}
          />
        }
        booking={
          lead.booking && lead.can.book ? (
            <LeadBooking local={lead.booking.local} cancel={cancelLeadBookingAction.bind(null, lead.leadId)} move={moveLeadBookingAction.bind(null, lead.leadId)} />
          ) : null
        }
        resend={(deliveryId, destination) =>
          lead.can.resend ? <ResendButton action={resendLeadDelivery.bind(null, lead.leadId, deliveryId)} destination={destination} /> : null
        }
      />
    </main>
  );
}
