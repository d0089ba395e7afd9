import type { LeadMark } from '../../../domain/console/lead-marks';
import { LEAD_MARK_LABELS } from '../../../domain/console/lead-marks';

export type LeadRowView = {
  leadId: string;
  kindLabel: string;
  name: string;
  email: string | null;
  phone: string | null;
  site: string;
  page: string | null;
  utm: string | null;
  receivedAt: string;
  statusLabel: string;
  assignee: string | null;
  car: { name: string; photo: string | null; stockNumber: string | null } | null;
  mark: LeadMark;
};

const received = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * The inbox's rows. A table on a wide screen; at phone width each row stacks into a card (CSS),
 * the cells keeping their labels. Overdue and critical leads are highlighted and say so in words,
 * not colour alone.
 */
export function LeadTable({ leads }: { leads: LeadRowView[] }) {
  if (leads.length === 0) return <p className="console-notice">No leads match these filters.</p>;
  return (
    <div className="console-table-wrap">
      <table className="console-table leads-table">
        <caption className="visually-hidden">Leads, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Received</th>
            <th scope="col">Lead</th>
            <th scope="col">Car</th>
            <th scope="col">Contact</th>
            <th scope="col">Source</th>
            <th scope="col">Status</th>
            <th scope="col">Assigned to</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.leadId} className={lead.mark ? `leads-row leads-row-${lead.mark}` : 'leads-row'}>
              <td data-label="Received">
                {received.format(new Date(lead.receivedAt))}
                {lead.mark ? <span className={`leads-mark leads-mark-${lead.mark}`}>{LEAD_MARK_LABELS[lead.mark]}</span> : null}
              </td>
              <td data-label="Lead">
                <a href={`/console/leads/${lead.leadId}`} className="leads-name">
                  {lead.name}
                </a>
                <span className="console-muted">{lead.kindLabel}</span>
              </td>
              <td data-label="Car">
                {lead.car ? (
                  <span className="leads-car">
                    {lead.car.photo ? <img src={lead.car.photo} alt="" width={64} height={48} loading="lazy" /> : null}
                    <span>
                      {lead.car.name}
                      {lead.car.stockNumber ? <span className="console-muted">Stock {lead.car.stockNumber}</span> : null}
                    </span>
                  </span>
                ) : (
                  <span className="console-muted">None</span>
                )}
              </td>
              <td data-label="Contact">
                {lead.email ? <span className="leads-contact">{lead.email}</span> : null}
                {lead.phone ? <span className="leads-contact">{lead.phone}</span> : null}
              </td>
              <td data-label="Source">
                {lead.site}
                {lead.page ? <span className="console-muted">{lead.page}</span> : null}
                {lead.utm ? <span className="console-muted">{lead.utm}</span> : null}
              </td>
              <td data-label="Status">{lead.statusLabel}</td>
              <td data-label="Assigned to">{lead.assignee ?? <span className="console-muted">Nobody</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
