import type { ReactNode } from 'react';
import { LEAD_MARK_LABELS, type LeadMark } from '../../../domain/console/lead-marks';

type Line = { label: string; value: string };

export type LeadDetailView = {
  name: string;
  kindLabel: string;
  site: string;
  receivedAt: string;
  source: string;
  page: string | null;
  tracking: Line[];
  statusLabel: string;
  lostReason: string | null;
  assignee: { name: string } | null;
  mark: LeadMark;
  car: { title: string; lines: Line[]; link: string | null; photo: string | null } | null;
  details: Line[];
  notes: { id: number; body: string; by: string | null; at: string }[];
  tasks: { id: number; title: string; dueAt: string; assignee: string | null; done: boolean }[];
  deliveries: { id: number; destination: string; state: string; attempts: number; deliveredAt: string | null; nextTryAt: string | null; error: string | null }[];
  emails: { kind: string; to: string; subject: string; status: string; at: string }[];
  otherLeads: { leadId: string; kindLabel: string; statusLabel: string; receivedAt: string; car: string | null }[];
  watchlist: { id: number; name: string }[];
  booking: { kind: string; status: string; local: string; timeZone: string } | null;
};

const when = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
const at = (iso: string) => `${when.format(new Date(iso))} UTC`;

const EMAIL_KINDS: Record<string, string> = { assigned: 'Assignment notice', 'new-lead': 'New lead notice', 'auto-reply': 'Automatic reply' };
const DELIVERY_STATES: Record<string, string> = { delivered: 'Delivered', retrying: 'Retrying', sending: 'Sending now', 'dead-lettered': 'Failed (dead-lettered)' };

function Lines({ lines }: { lines: Line[] }) {
  return (
    <dl className="leads-lines">
      {lines.map((line, i) => (
        <div key={`${line.label}-${i}`}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A lead's page: what the shopper sent in plain words, the car, where it came from, what the
 * dealer did (notes, tasks, emails) and where it was delivered. `work` and `resend` are the
 * page's forms, rendered where they belong.
 */
export function LeadDetail({
  lead,
  work,
  resend,
  booking,
}: {
  lead: LeadDetailView;
  work: ReactNode;
  resend: (deliveryId: number, destination: string) => ReactNode;
  /** The booking's Cancel and Move, where the lead holds a booked slot and the actor may change it. */
  booking?: ReactNode;
}) {
  return (
    <div className="leads-detail">
      <header className="leads-detail-head">
        <p className="console-muted">
          <a href="/console/leads">Leads</a> / {lead.kindLabel}
        </p>
        <h1>{lead.name}</h1>
        <p>
          {lead.kindLabel} on {lead.site}, received {at(lead.receivedAt)}. Status: <strong>{lead.statusLabel}</strong>
          {lead.lostReason ? ` (${lead.lostReason})` : ''}. Assigned to: <strong>{lead.assignee?.name ?? 'nobody'}</strong>.
          {lead.mark ? <span className={`leads-mark leads-mark-${lead.mark}`}>{LEAD_MARK_LABELS[lead.mark]}</span> : null}
        </p>
      </header>

      <div className="leads-detail-grid">
        <div>
          {lead.car ? (
            <section aria-labelledby="lead-car">
              <h2 id="lead-car">Car</h2>
              {lead.car.photo ? <img src={lead.car.photo} alt="" width={160} height={120} className="leads-detail-photo" /> : null}
              <p>
                <strong>{lead.car.title}</strong>
              </p>
              <Lines lines={lead.car.lines} />
              {lead.car.link ? <a href={lead.car.link}>View this car on the site</a> : null}
            </section>
          ) : null}

          <section aria-labelledby="lead-sent">
            <h2 id="lead-sent">What the shopper sent</h2>
            <Lines lines={lead.details} />
          </section>

          <section aria-labelledby="lead-source">
            <h2 id="lead-source">Where it came from</h2>
            <Lines lines={[{ label: 'Source', value: lead.source }, ...(lead.page ? [{ label: 'Page', value: lead.page }] : []), ...lead.tracking]} />
          </section>

          <section aria-labelledby="lead-deliveries">
            <h2 id="lead-deliveries">Delivery</h2>
            {lead.deliveries.length === 0 ? <p className="console-muted">This dealership has no lead destinations.</p> : null}
            <ul className="leads-list">
              {lead.deliveries.map((delivery) => (
                <li key={delivery.id}>
                  <strong>{delivery.destination}</strong>: {DELIVERY_STATES[delivery.state] ?? delivery.state}
                  {delivery.deliveredAt ? `, ${at(delivery.deliveredAt)}` : ''}
                  {delivery.nextTryAt ? `, next try ${at(delivery.nextTryAt)}` : ''}
                  {delivery.error ? <span className="leads-error">Error: {delivery.error}</span> : null}
                  {resend(delivery.id, delivery.destination)}
                </li>
              ))}
            </ul>
          </section>
        </div>

        <div>
          {lead.booking ? (
            <section aria-labelledby="lead-booking">
              <h2 id="lead-booking">Booking</h2>
              <p>
                {lead.booking.kind === 'service' ? 'Service' : 'Test drive'} at <strong>{lead.booking.local.replace('T', ' ')}</strong> ({lead.booking.timeZone}):{' '}
                {lead.booking.status === 'cancelled' ? 'cancelled' : 'booked'}.
              </p>
              {lead.booking.status === 'booked' ? booking : null}
            </section>
          ) : null}

          <section aria-labelledby="lead-work">
            <h2 id="lead-work">Work this lead</h2>
            {work}
          </section>

          <section aria-labelledby="lead-tasks">
            <h2 id="lead-tasks">Tasks</h2>
            {lead.tasks.length === 0 ? <p className="console-muted">No tasks yet.</p> : null}
            <ul className="leads-list">
              {lead.tasks.map((task) => (
                <li key={task.id}>
                  {task.done ? 'Done: ' : ''}
                  <strong>{task.title}</strong>, due {at(task.dueAt)}
                  {task.assignee ? `, for ${task.assignee}` : ''}
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="lead-notes">
            <h2 id="lead-notes">Notes</h2>
            {lead.notes.length === 0 ? <p className="console-muted">No notes yet.</p> : null}
            <ul className="leads-list">
              {lead.notes.map((note) => (
                <li key={note.id}>
                  <p className="leads-note">{note.body}</p>
                  <span className="console-muted">
                    {note.by ?? 'Someone'}, {at(note.at)}
                  </span>
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="lead-emails">
            <h2 id="lead-emails">Emails</h2>
            {lead.emails.length === 0 ? <p className="console-muted">No emails about this lead yet.</p> : null}
            <ul className="leads-list">
              {lead.emails.map((email, i) => (
                <li key={`${email.kind}-${i}`}>
                  <strong>{EMAIL_KINDS[email.kind] ?? email.kind}</strong> to {email.to}: {email.subject} ({email.status})
                </li>
              ))}
            </ul>
          </section>

          <section aria-labelledby="lead-others">
            <h2 id="lead-others">This shopper’s other leads</h2>
            {lead.otherLeads.length === 0 ? <p className="console-muted">None on this site.</p> : null}
            <ul className="leads-list">
              {lead.otherLeads.map((other) => (
                <li key={other.leadId}>
                  <a href={`/console/leads/${other.leadId}`}>{other.kindLabel}</a>, {at(other.receivedAt)}, {other.statusLabel}
                  {other.car ? `, ${other.car}` : ''}
                </li>
              ))}
            </ul>
            <h3>Watchlist</h3>
            {lead.watchlist.length === 0 ? <p className="console-muted">No saved cars (or the shopper was not signed in).</p> : null}
            <ul className="leads-list">
              {lead.watchlist.map((car) => (
                <li key={car.id}>{car.name}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
