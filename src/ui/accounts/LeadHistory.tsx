import { categoryLabel } from '../../domain/accounts/garage';
import type { ShopperLead } from '../../domain/accounts/types';

const DATE = new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium' });

/** The shopper's enquiries or bookings on this site, newest first. */
export function LeadHistory({ leads, empty }: { leads: ShopperLead[]; empty: string }) {
  if (leads.length === 0) return <p>{empty}</p>;
  return (
    <ul className="lead-history">
      {leads.map((lead) => (
        <li key={lead.leadId}>
          <strong>{lead.subcategory ?? categoryLabel(lead.category)}</strong>
          {lead.carName && lead.carSlug ? (
            <>
              {' · '}
              <a href={`/cars/${lead.carSlug}`}>{lead.carName}</a>
            </>
          ) : null}
          {' · '}
          <time dateTime={lead.createdAt.toISOString()}>{DATE.format(lead.createdAt)}</time>
        </li>
      ))}
    </ul>
  );
}
