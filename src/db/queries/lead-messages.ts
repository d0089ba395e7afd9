import 'server-only';
import { sql } from 'drizzle-orm';
import type { BookingKind } from '../../domain/bookings/settings';
import type { LeadMessage } from '../../domain/lead-message';
import { LOCALES, type Locale } from '../../domain/site-config';
import type { Db } from '../client';
import { queryRows } from '../rows';

/** A lead as its delivery formats and the dealer API show it: with its site, dealership, location and car names. */

export type MessageRow = {
  lead_id: string;
  created_at: Date | string;
  category: string;
  subcategory: string | null;
  name: string | null;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  opt_in: boolean;
  car_id: number | null;
  car_type: string | null;
  stock_number: string | null;
  vehicle_make: string | null;
  vehicle_model: string | null;
  car_year: number | null;
  car_vin: string | null;
  car_slug: string | null;
  car_trim: string | null;
  car_price: number | null;
  car_km: number | null;
  website_slug: string;
  website_name: string;
  website_locale: string;
  website_phone: string | null;
  dealership_slug: string | null;
  dealership_name: string | null;
  location_id: number | null;
  location_name: string | null;
  location_address: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  url: string | null;
  source: string;
  user_agent: string | null;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
  anon_id: string | null;
  session_id: string | null;
  extra: Record<string, unknown>;
  files: { name: string; contentType: string; size: number }[] | null;
  /** The CHECK constraints of bookings hold kind and status to these values. */
  booking: { id: number; kind: BookingKind; startsAt: string; endsAt: string; timeZone: string; status: 'booked' | 'cancelled' } | null;
};

/**
 * The columns of a lead message, for a query over `leads l` that joins the lead's site as `w`,
 * dealership as `d`, location as `loc` and car as `c` (MESSAGE_JOINS).
 */
export const MESSAGE_COLUMNS = sql`l.lead_id, l.created_at, l.category, l.subcategory, l.name, l.first_name, l.middle_name, l.last_name,
  l.email, l.phone, l.postcode, l.message, l.opt_in, l.car_id, l.car_type, l.stock_number,
  l.vehicle_make, l.vehicle_model, c.year as car_year, c.vin as car_vin,
  c.slug as car_slug, c.badge as car_trim, c.price as car_price, c.km as car_km,
  w.slug as website_slug, w.name as website_name, w.locale as website_locale, w.phone as website_phone,
  d.slug as dealership_slug, d.name as dealership_name,
  l.location_id, loc.name as location_name,
  case when loc.id is null then null else concat_ws(', ', loc.street, concat_ws(' ', loc.city, loc.state, loc.postcode)) end as location_address,
  coalesce(loc.email, (select f.email from locations f where f.dealership_id = l.dealership_id and f.email is not null order by f.id limit 1)) as contact_email,
  coalesce(loc.phone, loc.landline_phone, (select coalesce(f.phone, f.landline_phone) from locations f
     where f.dealership_id = l.dealership_id and coalesce(f.phone, f.landline_phone) is not null order by f.id limit 1)) as contact_phone,
  l.url, l.source, l.user_agent, l.visited_pages,
  l.linked_query_params, l.anon_id, l.session_id, l.extra,
  (select json_agg(json_build_object('name', f.name, 'contentType', f.content_type, 'size', f.size) order by f.id)
     from lead_files f where f.lead_id = l.id) as files,
  (select json_build_object('id', b.id, 'kind', b.kind, 'startsAt', b.starts_at, 'endsAt', b.ends_at, 'timeZone', b.time_zone, 'status', b.status)
     from bookings b where b.lead_id = l.id order by b.id desc limit 1) as booking`;

export const MESSAGE_JOINS = sql`join websites w on w.id = l.website_id
  left join dealerships d on d.id = l.dealership_id
  left join locations loc on loc.id = l.location_id
  left join cars c on c.id = l.car_id`;

function localeOf(value: string): Locale {
  return LOCALES.find((locale) => locale === value) ?? 'en-AU';
}

export function toLeadMessage(row: MessageRow): LeadMessage {
  return {
    leadId: row.lead_id,
    createdAt: new Date(row.created_at),
    category: row.category,
    subcategory: row.subcategory,
    name: row.name,
    firstName: row.first_name,
    middleName: row.middle_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    postcode: row.postcode,
    message: row.message,
    optIn: row.opt_in,
    vehicle: {
      carId: row.car_id,
      carType: row.car_type,
      stockNumber: row.stock_number,
      make: row.vehicle_make,
      model: row.vehicle_model,
      year: row.car_year,
      vin: row.car_vin,
      slug: row.car_slug,
      trim: row.car_trim,
      price: row.car_price,
      odometerKm: row.car_km,
    },
    website: { slug: row.website_slug, name: row.website_name, locale: localeOf(row.website_locale), phone: row.website_phone },
    dealership: { slug: row.dealership_slug, name: row.dealership_name },
    location: { id: row.location_id, name: row.location_name, email: row.contact_email, phone: row.contact_phone, address: row.location_address },
    url: row.url,
    source: row.source,
    userAgent: row.user_agent,
    visitedPages: row.visited_pages,
    linkedQueryParams: row.linked_query_params,
    anonId: row.anon_id,
    sessionId: row.session_id,
    extra: row.extra,
    files: row.files ?? [],
    booking: row.booking
      ? { ...row.booking, startsAt: new Date(row.booking.startsAt), endsAt: new Date(row.booking.endsAt) }
      : null,
  };
}

/** A lead with the names its messages show (site, dealership, location, car). */
export async function loadLeadMessage(db: Db, id: number): Promise<LeadMessage | null> {
  const [row] = await queryRows<MessageRow>(db, sql`select ${MESSAGE_COLUMNS} from leads l ${MESSAGE_JOINS} where l.id = ${id}`);
  return row ? toLeadMessage(row) : null;
}
