import { eq, sql } from 'drizzle-orm';
import type { LeadMessage } from '../../domain/lead-message';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { leadDeliveries } from '../schema';

/** The delivery outbox (lead_deliveries) as the worker sees it. */

export type ClaimedDelivery = {
  id: number;
  leadId: number;
  attempts: number;
  queuedAt: Date;
  destination: { id: number; kind: string; target: string; format: string };
};

type ClaimRow = {
  id: number;
  lead_id: number;
  attempts: number;
  created_at: Date | string;
  destination_id: number;
  kind: string;
  target: string;
  format: string;
};

/**
 * Claims up to `limit` due deliveries: pending ones whose time has come, and claimed ones whose
 * lease ran out (their worker died mid-send). One statement, so one short transaction: PGlite
 * has a single connection and PostgreSQL workers on other servers skip rows already locked.
 * The attempt is counted and the lease set before anything is sent.
 */
export async function claimDueDeliveries(db: Db, limit: number, leaseMs: number): Promise<ClaimedDelivery[]> {
  const rows = await queryRows<ClaimRow>(
    db,
    sql`with due as (
          select id from lead_deliveries
          where status in ('pending', 'sending') and next_attempt_at <= now()
          order by next_attempt_at
          limit ${limit}
          for update skip locked
        )
        update lead_deliveries d
        set status = 'sending', attempts = d.attempts + 1, last_attempt_at = now(),
            next_attempt_at = now() + make_interval(secs => ${leaseMs / 1000})
        from due, lead_destinations t
        where d.id = due.id and t.id = d.destination_id
        returning d.id, d.lead_id, d.attempts, d.created_at, d.destination_id, t.kind, t.target, t.format`,
  );
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    attempts: row.attempts,
    queuedAt: new Date(row.created_at),
    destination: { id: row.destination_id, kind: row.kind, target: row.target, format: row.format },
  }));
}

export async function markDelivered(db: Db, id: number): Promise<void> {
  await db
    .update(leadDeliveries)
    .set({ status: 'delivered', deliveredAt: sql`now()`, lastError: null })
    .where(eq(leadDeliveries.id, id));
}

/** A failed try: due again after `retryInMs`, or dead-lettered when that is null. */
export async function markFailed(db: Db, id: number, error: string, retryInMs: number | null): Promise<void> {
  await db
    .update(leadDeliveries)
    .set(
      retryInMs === null
        ? { status: 'dead', lastError: error }
        : { status: 'pending', lastError: error, nextAttemptAt: sql`now() + make_interval(secs => ${retryInMs / 1000})` },
    )
    .where(eq(leadDeliveries.id, id));
}

/** Milliseconds until the next delivery falls due, or null when nothing is waiting. */
export async function msUntilNextDue(db: Db): Promise<number | null> {
  // Clamped here, not with SQL greatest(), which skips a null and so would turn "nothing
  // waiting" into "due now" and have the worker poll without pause.
  const [row] = await queryRows<{ ms: number | string | null }>(
    db,
    sql`select extract(epoch from (min(next_attempt_at) - now())) * 1000 as ms
        from lead_deliveries where status in ('pending', 'sending')`,
  );
  return row?.ms === null || row?.ms === undefined ? null : Math.max(0, Number(row.ms));
}

export async function deliveryCounts(db: Db): Promise<Record<string, number>> {
  const rows = await queryRows<{ status: string; n: number }>(db, sql`select status, count(*)::int as n from lead_deliveries group by status`);
  return Object.fromEntries(rows.map((row) => [row.status, Number(row.n)]));
}

type MessageRow = {
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
  website_slug: string;
  website_name: string;
  dealership_slug: string | null;
  dealership_name: string | null;
  location_id: number | null;
  location_name: string | null;
  url: string | null;
  source: string;
  user_agent: string | null;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
  extra: Record<string, unknown>;
  files: { name: string; contentType: string; size: number }[] | null;
};

/** A lead with the names its messages show (site, dealership, location, car). */
export async function loadLeadMessage(db: Db, id: number): Promise<LeadMessage | null> {
  const [row] = await queryRows<MessageRow>(
    db,
    sql`select l.lead_id, l.created_at, l.category, l.subcategory, l.name, l.first_name, l.middle_name, l.last_name,
               l.email, l.phone, l.postcode, l.message, l.opt_in, l.car_id, l.car_type, l.stock_number,
               l.vehicle_make, l.vehicle_model, c.year as car_year, c.vin as car_vin,
               w.slug as website_slug, w.name as website_name, d.slug as dealership_slug, d.name as dealership_name,
               l.location_id, loc.name as location_name, l.url, l.source, l.user_agent, l.visited_pages,
               l.linked_query_params, l.extra,
               (select json_agg(json_build_object('name', f.name, 'contentType', f.content_type, 'size', f.size) order by f.id)
                  from lead_files f where f.lead_id = l.id) as files
        from leads l
        join websites w on w.id = l.website_id
        left join dealerships d on d.id = l.dealership_id
        left join locations loc on loc.id = l.location_id
        left join cars c on c.id = l.car_id
        where l.id = ${id}`,
  );
  if (!row) return null;
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
    },
    website: { slug: row.website_slug, name: row.website_name },
    dealership: { slug: row.dealership_slug, name: row.dealership_name },
    location: { id: row.location_id, name: row.location_name },
    url: row.url,
    source: row.source,
    userAgent: row.user_agent,
    visitedPages: row.visited_pages,
    linkedQueryParams: row.linked_query_params,
    extra: row.extra,
    files: row.files ?? [],
  };
}
