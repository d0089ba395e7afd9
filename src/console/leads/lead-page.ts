import 'server-only';
import { bookingOfLead } from '../../db/queries/bookings';
import { leadBookingView, type LeadBookingView } from '../../domain/console/lead-booking';
import type { Db } from '../../db/client';
import { emailsOfLead } from '../../db/queries/console-emails';
import {
  deliveriesOfLead,
  findConsoleLead,
  notesOfLead,
  otherLeadsOfShopper,
  tasksOfLead,
  watchlistOfShopper,
  type ConsoleLeadRow,
} from '../../db/queries/console-lead-detail';
import { toLeadMessage } from '../../db/queries/lead-messages';
import { authorize, ConsoleNotFoundError, type StaffActor } from '../../domain/console/access';
import { UUID_PATTERN } from '../../domain/console/lead-filters';
import { leadMark, type LeadMark } from '../../domain/console/lead-marks';
import { isWorkStatus, WORK_STATUS_LABELS, type WorkStatus } from '../../domain/console/lead-status';
import { roleCan, type StaffRole } from '../../domain/console/roles';
import { customerName } from '../../domain/lead-message';
import { leadReadout, type CarBlock, type Line } from '../../leads/delivery/lead-email';
import { thresholdsOf } from './inbox';
import { kindLabel } from './labels';
import { inboxScopeFor } from './scope';

/** A lead's page in the console: everything the shopper sent in plain words, and what the dealer did with it. */

const iso = (value: Date | string) => new Date(value).toISOString();

/** The lead the actor may see, by its public id; any other id (another dealership's included) is not found. */
export async function findLeadFor(db: Db, actor: StaffActor, leadId: string): Promise<{ row: ConsoleLeadRow; role: StaffRole }> {
  if (!UUID_PATTERN.test(leadId)) throw new ConsoleNotFoundError();
  const row = await findConsoleLead(db, inboxScopeFor(actor), leadId.toLowerCase());
  if (!row) throw new ConsoleNotFoundError();
  return { row, role: authorize(actor, 'leads.read', row.dealership_id) };
}

type DeliveryView = {
  id: number;
  destination: string;
  state: 'delivered' | 'retrying' | 'sending' | 'dead-lettered';
  attempts: number;
  deliveredAt: string | null;
  nextTryAt: string | null;
  error: string | null;
};

export type LeadPageView = {
  leadId: string;
  dealershipId: number;
  name: string;
  kindLabel: string;
  site: string;
  receivedAt: string;
  source: string;
  page: string | null;
  tracking: Line[];
  status: WorkStatus;
  statusLabel: string;
  lostReason: string | null;
  assignee: { id: number; name: string } | null;
  mark: LeadMark;
  car: (CarBlock & { photo: string | null }) | null;
  details: Line[];
  notes: { id: number; body: string; by: string | null; at: string }[];
  tasks: { id: number; title: string; dueAt: string; assignee: string | null; done: boolean }[];
  deliveries: DeliveryView[];
  emails: { kind: string; to: string; subject: string; status: string; at: string }[];
  otherLeads: { leadId: string; kindLabel: string; statusLabel: string; receivedAt: string; car: string | null }[];
  watchlist: { id: number; name: string }[];
  /** A booking form's slot, when the lead holds one. */
  booking: LeadBookingView | null;
  can: { assign: boolean; resend: boolean; book: boolean };
};

function deliveryState(status: string): DeliveryView['state'] {
  if (status === 'delivered') return 'delivered';
  if (status === 'dead') return 'dead-lettered';
  if (status === 'sending') return 'sending';
  return 'retrying';
}

const statusOf = (value: string): WorkStatus => (isWorkStatus(value) ? value : 'new');

export async function getLeadPage(db: Db, actor: StaffActor, leadId: string, now = new Date()): Promise<LeadPageView> {
  const { row, role } = await findLeadFor(db, actor, leadId);
  const message = toLeadMessage(row);
  const readout = leadReadout(message);
  const status = statusOf(row.work_status);
  const [notes, tasks, deliveries, emails, others, watchlist, thresholds, booking] = await Promise.all([
    notesOfLead(db, row.id),
    tasksOfLead(db, row.id),
    deliveriesOfLead(db, row.id),
    emailsOfLead(db, row.id),
    otherLeadsOfShopper(db, row),
    row.user_id === null ? Promise.resolve([]) : watchlistOfShopper(db, row.user_id, row.dealership_id),
    thresholdsOf(db, [row.dealership_id]),
    bookingOfLead(db, row.id),
  ]);
  const tracking = Object.entries(row.linked_query_params).map(([label, value]) => ({ label, value }));
  return {
    leadId: row.lead_id,
    dealershipId: row.dealership_id,
    name: customerName(message) || 'No name given',
    kindLabel: kindLabel(row.category),
    site: row.website_name,
    receivedAt: iso(row.received_at),
    source: row.source,
    page: row.url,
    tracking,
    status,
    statusLabel: WORK_STATUS_LABELS[status],
    lostReason: row.lost_reason,
    assignee: row.assigned_staff_id === null ? null : { id: row.assigned_staff_id, name: row.assignee_name ?? 'Someone' },
    mark: leadMark({ receivedAt: new Date(row.received_at), touchedAt: row.touched_at === null ? null : new Date(row.touched_at), status }, now, thresholds(row.dealership_id)),
    car: readout.car ? { ...readout.car, title: row.car_name ?? readout.car.title, photo: row.car_photo } : null,
    details: readout.details,
    notes: notes.map((note) => ({ id: note.id, body: note.body, by: note.staff_name, at: iso(note.created_at) })),
    tasks: tasks.map((task) => ({ id: task.id, title: task.title, dueAt: iso(task.due_at), assignee: task.assignee_name, done: task.done_at !== null })),
    deliveries: deliveries.map((delivery) => {
      const state = deliveryState(delivery.status);
      return {
        id: delivery.id,
        destination: delivery.kind === 'receipt' ? 'Receipt to the shopper' : `${delivery.kind === 'webhook' ? 'Webhook' : 'Email'} ${delivery.target}`,
        state,
        attempts: delivery.attempts,
        deliveredAt: delivery.delivered_at === null ? null : iso(delivery.delivered_at),
        nextTryAt: state === 'retrying' ? iso(delivery.next_attempt_at) : null,
        error: state === 'delivered' ? null : delivery.last_error,
      };
    }),
    emails: emails.map((email) => ({ kind: email.once_key.split(':')[0] ?? 'email', to: email.to_address, subject: email.subject, status: email.status, at: iso(email.created_at) })),
    otherLeads: others.map((other) => ({
      leadId: other.lead_id,
      kindLabel: kindLabel(other.category),
      statusLabel: WORK_STATUS_LABELS[statusOf(other.work_status)],
      receivedAt: iso(other.received_at),
      car: other.car_name,
    })),
    watchlist: watchlist.map((car) => ({ id: car.id, name: car.name })),
    booking: leadBookingView(booking),
    can: { assign: roleCan(role, 'leads.assign'), resend: roleCan(role, 'delivery.manage'), book: roleCan(role, 'leads.work') },
  };
}
