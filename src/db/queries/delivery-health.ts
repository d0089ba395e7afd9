import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { dealerships, deliveryAlerts, leadDeliveries, leadDestinations, locations, staff, staffMemberships, websites } from '../schema';

/** Lead destinations as the console edits them, their delivery health, dead letters and failure alerts (issue 31). */

export type DestinationRow = {
  id: number;
  dealershipId: number;
  kind: string;
  target: string;
  format: string;
  enabled: boolean;
  locationId: number | null;
  locationName: string | null;
};

const destinationColumns = {
  id: leadDestinations.id,
  dealershipId: leadDestinations.dealershipId,
  kind: leadDestinations.kind,
  target: leadDestinations.target,
  format: leadDestinations.format,
  enabled: leadDestinations.enabled,
  locationId: leadDestinations.locationId,
  locationName: locations.name,
};

export async function destinationsOf(db: Db, dealershipId: number): Promise<DestinationRow[]> {
  return db
    .select(destinationColumns)
    .from(leadDestinations)
    .leftJoin(locations, eq(locations.id, leadDestinations.locationId))
    .where(eq(leadDestinations.dealershipId, dealershipId))
    .orderBy(asc(leadDestinations.id));
}

export async function destinationById(db: Db, id: number): Promise<DestinationRow | null> {
  const [row] = await db.select(destinationColumns).from(leadDestinations).leftJoin(locations, eq(locations.id, leadDestinations.locationId)).where(eq(leadDestinations.id, id));
  return row ?? null;
}

export type DestinationValues = { kind: string; target: string; format: string; enabled: boolean; locationId: number | null };

export async function insertDestination(db: Db, dealershipId: number, values: DestinationValues): Promise<number> {
  const [row] = await db.insert(leadDestinations).values({ dealershipId, ...values }).returning({ id: leadDestinations.id });
  return row!.id;
}

export async function updateDestination(db: Db, id: number, values: DestinationValues): Promise<void> {
  await db.update(leadDestinations).set(values).where(eq(leadDestinations.id, id));
}

export async function deleteDestination(db: Db, id: number): Promise<void> {
  await db.delete(leadDestinations).where(eq(leadDestinations.id, id));
}

/** The dealership's locations, for a destination's "only this location's leads". */
export async function locationChoices(db: Db, dealershipId: number): Promise<{ id: number; name: string }[]> {
  return db.select({ id: locations.id, name: locations.name }).from(locations).where(eq(locations.dealershipId, dealershipId)).orderBy(asc(locations.position));
}

export type DestinationHealth = {
  destinationId: number;
  delivered7: number;
  delivered30: number;
  retrying: number;
  dead7: number;
  dead30: number;
  lastError: string | null;
  lastErrorAt: Date | null;
};

type HealthRow = {
  destination_id: number;
  delivered7: number | string;
  delivered30: number | string;
  retrying: number | string;
  dead7: number | string;
  dead30: number | string;
  last_error: string | null;
  last_error_at: Date | string | null;
};

/** Counts by outcome over the last 7 and 30 days (by when the lead was queued), deliveries still being retried, and the last error. */
export async function deliveryHealth(db: Db, destinationIds: readonly number[], now: Date): Promise<DestinationHealth[]> {
  if (destinationIds.length === 0) return [];
  const since7 = new Date(now.getTime() - 7 * 86_400_000).toISOString();
  const since30 = new Date(now.getTime() - 30 * 86_400_000).toISOString();
  const ids = sql.join(destinationIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<HealthRow>(
    db,
    sql`select d.destination_id,
          count(*) filter (where d.status = 'delivered' and d.created_at >= ${since7}::timestamptz) as delivered7,
          count(*) filter (where d.status = 'delivered' and d.created_at >= ${since30}::timestamptz) as delivered30,
          count(*) filter (where d.status in ('pending', 'sending') and d.attempts > 0) as retrying,
          count(*) filter (where d.status = 'dead' and d.created_at >= ${since7}::timestamptz) as dead7,
          count(*) filter (where d.status = 'dead' and d.created_at >= ${since30}::timestamptz) as dead30,
          (array_agg(d.last_error order by d.last_attempt_at desc) filter (where d.last_error is not null))[1] as last_error,
          max(d.last_attempt_at) filter (where d.last_error is not null) as last_error_at
        from lead_deliveries d
        where d.destination_id in (${ids}) and (d.created_at >= ${since30}::timestamptz or d.status <> 'delivered')
        group by d.destination_id`,
  );
  const byId = new Map(rows.map((r) => [r.destination_id, r]));
  return destinationIds.map((id) => {
    const r = byId.get(id);
    return {
      destinationId: id,
      delivered7: Number(r?.delivered7 ?? 0),
      delivered30: Number(r?.delivered30 ?? 0),
      retrying: Number(r?.retrying ?? 0),
      dead7: Number(r?.dead7 ?? 0),
      dead30: Number(r?.dead30 ?? 0),
      lastError: r?.last_error ?? null,
      lastErrorAt: r?.last_error_at ? new Date(r.last_error_at) : null,
    };
  });
}

/**
 * Puts dead letters back in the outbox, due now with their attempts reset: of one destination, or
 * of one lead, and only within the given dealerships. Answers how many.
 */
export async function requeueDeadLetters(db: Db, scope: { destinationId: number } | { leadId: number }, dealershipIds: readonly number[]): Promise<number> {
  if (dealershipIds.length === 0) return 0;
  const allowed = db.select({ id: leadDestinations.id }).from(leadDestinations).where(inArray(leadDestinations.dealershipId, [...dealershipIds]));
  const rows = await db
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
    .where(
      and(
        eq(leadDeliveries.status, 'dead'),
        inArray(leadDeliveries.destinationId, allowed),
        'destinationId' in scope ? eq(leadDeliveries.destinationId, scope.destinationId) : eq(leadDeliveries.leadId, scope.leadId),
      ),
    )
    .returning({ id: leadDeliveries.id });
  return rows.length;
}

export type FailingDestination = { destinationId: number; dealershipId: number; target: string; reason: 'dead-letter' | 'failing' };

/**
 * Destinations in trouble now: holding a dead letter of the last 30 days, or with a delivery that
 * has been failing since before `failingSince`.
 */
export async function failingDestinations(db: Db, failingSince: Date): Promise<FailingDestination[]> {
  const rows = await queryRows<{ destination_id: number; dealership_id: number; target: string; dead: boolean }>(
    db,
    sql`select t.id as destination_id, t.dealership_id, t.target,
          bool_or(d.status = 'dead') as dead
        from lead_deliveries d join lead_destinations t on t.id = d.destination_id
        where (d.status = 'dead' and d.created_at >= now() - interval '30 days')
           or (d.status in ('pending', 'sending') and d.attempts > 0 and d.created_at < ${failingSince.toISOString()}::timestamptz)
        group by t.id, t.dealership_id, t.target`,
  );
  return rows.map((r) => ({ destinationId: r.destination_id, dealershipId: r.dealership_id, target: r.target, reason: r.dead ? 'dead-letter' : 'failing' }));
}

/** Records the alert unless one stands for the destination; true when this call recorded it (and so should send the email). */
export async function claimDeliveryAlert(db: Db, destination: FailingDestination): Promise<boolean> {
  const rows = await db
    .insert(deliveryAlerts)
    .values({ destinationId: destination.destinationId, dealershipId: destination.dealershipId, reason: destination.reason })
    .onConflictDoNothing()
    .returning({ id: deliveryAlerts.destinationId });
  return rows.length > 0;
}

/** Ends the alerts of destinations no longer in trouble, so a later failure alerts again. */
export async function clearDeliveryAlerts(db: Db, stillFailing: readonly number[]): Promise<void> {
  await db.delete(deliveryAlerts).where(stillFailing.length ? notInArray(deliveryAlerts.destinationId, [...stillFailing]) : sql`true`);
}

export type StandingAlert = { destinationId: number; dealershipId: number; reason: string; alertedAt: Date; target: string };

export async function standingAlerts(db: Db, dealershipIds: readonly number[]): Promise<StandingAlert[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({ destinationId: deliveryAlerts.destinationId, dealershipId: deliveryAlerts.dealershipId, reason: deliveryAlerts.reason, alertedAt: deliveryAlerts.alertedAt, target: leadDestinations.target })
    .from(deliveryAlerts)
    .innerJoin(leadDestinations, eq(leadDestinations.id, deliveryAlerts.destinationId))
    .where(inArray(deliveryAlerts.dealershipId, [...dealershipIds]));
}

/** The owners of a dealership who can still sign in: who is told when its lead delivery fails. */
export async function ownerEmails(db: Db, dealershipId: number): Promise<string[]> {
  const rows = await db
    .select({ email: staff.email })
    .from(staffMemberships)
    .innerJoin(staff, eq(staff.id, staffMemberships.staffId))
    .where(and(eq(staffMemberships.dealershipId, dealershipId), eq(staffMemberships.role, 'owner'), sql`${staff.disabledAt} is null`));
  return rows.map((r) => r.email);
}

/** What a test lead names as its site and dealership: the dealership's own website. */
export async function dealershipSite(db: Db, dealershipId: number): Promise<{ website: { slug: string; name: string; locale: string; phone: string | null }; dealership: { slug: string; name: string } } | null> {
  const [row] = await db
    .select({ slug: websites.slug, name: websites.name, locale: websites.locale, phone: websites.phone, dealershipSlug: dealerships.slug, dealershipName: dealerships.name })
    .from(dealerships)
    .leftJoin(websites, eq(websites.dealershipId, dealerships.id))
    .where(eq(dealerships.id, dealershipId))
    .orderBy(asc(websites.id))
    .limit(1);
  if (!row) return null;
  return {
    website: { slug: row.slug ?? row.dealershipSlug, name: row.name ?? row.dealershipName, locale: row.locale ?? 'en-AU', phone: row.phone },
    dealership: { slug: row.dealershipSlug, name: row.dealershipName },
  };
}
