import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { cars, leadFiles, leads } from '../schema';

/** Lead storage for src/leads/service.ts; each function takes the database or a transaction. */

export type LeadInsert = typeof leads.$inferInsert;
export type LeadChanges = Partial<Omit<LeadInsert, 'id' | 'leadId' | 'websiteId' | 'mock' | 'createdAt'>>;
export type StoredLead = { id: number; leadId: string; leadStatus: string; category: string; tokenHash: string | null; dealershipId: number | null; locationId: number | null };

const storedLead = {
  id: leads.id,
  leadId: leads.leadId,
  leadStatus: leads.leadStatus,
  category: leads.category,
  tokenHash: leads.tokenHash,
  dealershipId: leads.dealershipId,
  locationId: leads.locationId,
};

export async function insertLead(db: Db, row: LeadInsert): Promise<StoredLead> {
  const [inserted] = await db.insert(leads).values(row).returning(storedLead);
  if (!inserted) throw new Error('insert into leads returned no row');
  return inserted;
}

export async function findLeadByIdempotencyKey(db: Db, websiteId: number, mock: boolean, key: string): Promise<StoredLead | null> {
  const [row] = await db
    .select(storedLead)
    .from(leads)
    .where(and(eq(leads.websiteId, websiteId), eq(leads.mock, mock), eq(leads.idempotencyKey, key)));
  return row ?? null;
}

/** A lead of this site (and store) by its public id, locked for the update that follows. */
export async function findLeadForUpdate(db: Db, websiteId: number, mock: boolean, leadId: string): Promise<StoredLead | null> {
  const [row] = await db
    .select(storedLead)
    .from(leads)
    .where(and(eq(leads.leadId, leadId), eq(leads.websiteId, websiteId), eq(leads.mock, mock)))
    .for('update');
  return row ?? null;
}

export async function updateLead(db: Db, id: number, changes: LeadChanges): Promise<StoredLead> {
  const [row] = await db
    .update(leads)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(leads.id, id))
    .returning(storedLead);
  if (!row) throw new Error(`lead ${id} vanished during its update`);
  return row;
}

export async function replaceLeadToken(db: Db, id: number, tokenHash: string): Promise<void> {
  await db.update(leads).set({ tokenHash }).where(eq(leads.id, id));
}

export type LeadFileInsert = { name: string; contentType: string; size: number; data: Buffer };

export async function insertLeadFiles(db: Db, leadId: number, files: readonly LeadFileInsert[]): Promise<void> {
  if (files.length === 0) return;
  await db.insert(leadFiles).values(files.map((file) => ({ ...file, leadId })));
}

export type OwnedCar = {
  id: number;
  dealershipId: number;
  locationId: number;
  carType: string;
  stocknum: string;
  make: string;
  model: string;
};

/** The car only if one of the given dealerships (the site's) owns it: another tenant's car is null. */
export async function carOfDealerships(db: Db, carId: number, dealershipIds: readonly number[]): Promise<OwnedCar | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db
    .select({
      id: cars.id,
      dealershipId: cars.dealershipId,
      locationId: cars.locationId,
      carType: cars.carType,
      stocknum: cars.stocknum,
      make: cars.make,
      model: cars.model,
    })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, [...dealershipIds])));
  return row ?? null;
}

/**
 * Queues the completed lead for every enabled destination of its dealership: the dealership-wide
 * ones, plus those of the lead's location. Runs in the completing transaction (the outbox);
 * a destination already queued for this lead is left alone.
 */
export async function queueLeadDeliveries(db: Db, leadId: number, dealershipId: number, locationId: number | null): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into lead_deliveries (lead_id, destination_id)
        select ${leadId}, d.id from lead_destinations d
        where d.enabled and d.dealership_id = ${dealershipId} and d.kind not in (${RECEIPT_KIND}, ${SMS_KIND})
          and (d.location_id is null or d.location_id = ${locationId})
        on conflict (lead_id, destination_id) do nothing
        returning id`,
  );
  return rows.length;
}

/** The destination kind whose deliveries are emails to the shopper who paid (a receipt), not to the dealer. */
const RECEIPT_KIND = 'receipt';
/** A site's gateway for texts to shoppers (sign-in codes, docs/sms.md): it never receives leads. */
const SMS_KIND = 'sms';

/**
 * Queues the shopper's receipt of a payment lead through the same outbox, so it is retried like
 * any lead delivery. The dealership's receipt destination is made on first use; its target is
 * only a label, the address is the lead's own email.
 */
export async function queueReceiptDelivery(db: Db, leadId: number, dealershipId: number): Promise<number> {
  await db.execute(
    sql`insert into lead_destinations (dealership_id, kind, target, format)
        select ${dealershipId}, ${RECEIPT_KIND}, 'shopper', 'text'
        where not exists (select 1 from lead_destinations where dealership_id = ${dealershipId} and kind = ${RECEIPT_KIND})`,
  );
  const rows = await queryRows<{ id: number }>(
    db,
    sql`insert into lead_deliveries (lead_id, destination_id)
        select ${leadId}, min(d.id) from lead_destinations d where d.dealership_id = ${dealershipId} and d.kind = ${RECEIPT_KIND}
        on conflict (lead_id, destination_id) do nothing
        returning id`,
  );
  return rows.length;
}
