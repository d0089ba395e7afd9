import { categoryLabel } from '../../domain/accounts/garage';
import type { ShopperLead } from '../../domain/accounts/types';
import { formatShortDate } from '../../domain/dates';
import type { Locale } from '../../domain/site-config';

/** The shopper's enquiries or bookings on this site, newest first, dated as the site's locale and time zone write dates. */
export function LeadHistory({ leads, empty, locale, timeZone }: { leads: ShopperLead[]; empty: string; locale: Locale; timeZone: string }) {
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
          <time dateTime={lead.createdAt.toISOString()}>{formatShortDate(lead.createdAt, locale, timeZone)}</time>
        </li>
      ))}
    </ul>
  );
}
