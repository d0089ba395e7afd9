import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CaptureMethod } from '../../domain/payments/amounts';
import type { GarageReservation, PaymentKind, StoredPayment } from '../../domain/payments/records';
import { isPaymentState, type PaymentState } from '../../domain/payments/state';
import type { Db } from '../client';
import { cars, dealerships, onlinePayments, reservations, websites } from '../schema';
import { sitesListingCar } from './car-sites';

/** Storage of payments (reservations and online payments) for src/payments; each takes the database or a transaction. */

type ReservationRow = typeof reservations.$inferSelect;
type OnlineRow = typeof onlinePayments.$inferSelect;

function stateOf(value: string): PaymentState {
  if (!isPaymentState(value)) throw new Error(`unknown payment status '${value}'`);
  return value;
}

const captureOf = (value: string): CaptureMethod => (value === 'manual' ? 'manual' : 'automatic');

function fromReservation(row: ReservationRow): StoredPayment {
  return {
    kind: 'reservation',
    id: row.id,
    websiteId: row.websiteId,
    status: stateOf(row.status),
    amountMinor: row.depositAmount,
    currency: row.currency,
    provider: row.paymentProvider,
    intentId: row.paymentIntentId,
    captureMethod: captureOf(row.captureMethod),
    lostRace: row.lostRace,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: row.customerPhone,
    userId: row.userId,
    carId: row.carId,
    dealershipId: null,
    reference: null,
    createdAt: row.createdAt,
  };
}

function fromOnline(row: OnlineRow): StoredPayment {
  return {
    kind: 'online',
    id: row.id,
    websiteId: row.websiteId,
    status: stateOf(row.status),
    amountMinor: row.amount,
    currency: row.currency,
    provider: row.paymentProvider,
    intentId: row.paymentIntentId,
    captureMethod: 'automatic',
    lostRace: false,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    customerPhone: null,
    userId: row.userId,
    carId: null,
    dealershipId: row.dealershipId,
    reference: row.reference,
    createdAt: row.createdAt,
  };
}

export type NewPayment = {
  websiteId: number;
  amountMinor: number;
  currency: string;
  provider: string;
  idempotencyKey: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  userId: number | null;
} & ({ kind: 'reservation'; carId: number; captureMethod: CaptureMethod } | { kind: 'online'; dealershipId: number; reference: string });

/** A new payment in state created, or null when this site already has one under the idempotency key. */
export async function insertPayment(db: Db, payment: NewPayment): Promise<StoredPayment | null> {
  const common = {
    websiteId: payment.websiteId,
    currency: payment.currency,
    paymentProvider: payment.provider,
    idempotencyKey: payment.idempotencyKey,
    customerName: payment.customerName,
    customerEmail: payment.customerEmail,
    userId: payment.userId,
  };
  if (payment.kind === 'reservation') {
    const [row] = await db
      .insert(reservations)
      .values({ ...common, carId: payment.carId, depositAmount: payment.amountMinor, captureMethod: payment.captureMethod, customerPhone: payment.customerPhone })
      .onConflictDoNothing()
      .returning();
    return row ? fromReservation(row) : null;
  }
  const [row] = await db
    .insert(onlinePayments)
    .values({ ...common, dealershipId: payment.dealershipId, amount: payment.amountMinor, reference: payment.reference })
    .onConflictDoNothing()
    .returning();
  return row ? fromOnline(row) : null;
}

export async function paymentByIdempotencyKey(db: Db, kind: PaymentKind, websiteId: number, key: string): Promise<StoredPayment | null> {
  if (kind === 'reservation') {
    const [row] = await db.select().from(reservations).where(and(eq(reservations.websiteId, websiteId), eq(reservations.idempotencyKey, key)));
    return row ? fromReservation(row) : null;
  }
  const [row] = await db.select().from(onlinePayments).where(and(eq(onlinePayments.websiteId, websiteId), eq(onlinePayments.idempotencyKey, key)));
  return row ? fromOnline(row) : null;
}

export async function setPaymentIntent(db: Db, payment: StoredPayment, intentId: string): Promise<void> {
  if (payment.kind === 'reservation') await db.update(reservations).set({ paymentIntentId: intentId }).where(eq(reservations.id, payment.id));
  else await db.update(onlinePayments).set({ paymentIntentId: intentId }).where(eq(onlinePayments.id, payment.id));
}

/** The payment with this provider id, of either kind; `forUpdate` locks its row for the transaction. */
export async function paymentByIntent(db: Db, intentId: string, forUpdate = false): Promise<StoredPayment | null> {
  const reservationQuery = db.select().from(reservations).where(eq(reservations.paymentIntentId, intentId));
  const [reservation] = forUpdate ? await reservationQuery.for('update') : await reservationQuery;
  if (reservation) return fromReservation(reservation);
  const onlineQuery = db.select().from(onlinePayments).where(eq(onlinePayments.paymentIntentId, intentId));
  const [online] = forUpdate ? await onlineQuery.for('update') : await onlineQuery;
  return online ? fromOnline(online) : null;
}

/**
 * Moves a payment to a state. For a reservation moving to succeeded this is the statement the
 * partial unique index `reservations_one_active_per_car` guards: a second active reservation of
 * the car fails with a unique violation (23505), which the caller turns into a lost race.
 */
export async function setPaymentState(db: Db, payment: StoredPayment, status: PaymentState, lostRace = false): Promise<void> {
  if (payment.kind === 'reservation') {
    await db.update(reservations).set({ status, lostRace: lostRace || undefined, updatedAt: sql`now()` }).where(eq(reservations.id, payment.id));
  } else {
    await db.update(onlinePayments).set({ status, updatedAt: sql`now()` }).where(eq(onlinePayments.id, payment.id));
  }
}

/** Sets the car's reserved flag; answers its slug and every site showing its dealership, for cache expiry. */
export async function setCarReserved(db: Db, carId: number, reserved: boolean): Promise<{ slug: string; siteIds: number[] } | null> {
  const [row] = await db
    .update(cars)
    .set({ reserved, updatedAt: sql`now()` })
    .where(eq(cars.id, carId))
    .returning({
      slug: cars.slug,
      siteIds: sitesListingCar,
    });
  return row ?? null;
}

/** How many active reservations a car has (0 or 1, by the index). */
export async function activeReservationCount(db: Db, carId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reservations)
    .where(and(eq(reservations.carId, carId), eq(reservations.status, 'succeeded')));
  return row?.n ?? 0;
}

/**
 * The shopper's reservations on this site, newest first: those started while signed in to this
 * account. The address typed into the payment form proves nothing, so it attaches nothing (issue 30).
 */
export async function reservationsOfShopper(db: Db, websiteId: number, userId: number): Promise<GarageReservation[]> {
  const rows = await db
    .select({
      intentId: reservations.paymentIntentId,
      status: reservations.status,
      lostRace: reservations.lostRace,
      amountMinor: reservations.depositAmount,
      currency: reservations.currency,
      carName: cars.name,
      carSlug: cars.slug,
      createdAt: reservations.createdAt,
    })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
    .where(
      and(
        eq(reservations.websiteId, websiteId),
        eq(reservations.userId, userId),
        sql`${reservations.paymentIntentId} is not null`,
        sql`${reservations.status} <> 'created'`,
      ),
    )
    .orderBy(desc(reservations.createdAt))
    .limit(50);
  return rows.map((row) => ({ ...row, intentId: row.intentId ?? '', status: stateOf(row.status) }));
}

/** Who a payment is to, on which site, and (a reservation) for which car: what its lead and provider need. */
export type PaymentContext = {
  websiteSlug: string;
  websiteName: string;
  locale: string;
  dealershipId: number;
  dealershipSlug: string;
  car: { id: number; slug: string; name: string; locationId: number; carType: string; stocknum: string; make: string; model: string } | null;
};

export async function paymentContext(db: Db, payment: StoredPayment): Promise<PaymentContext | null> {
  const [site] = await db.select({ slug: websites.slug, name: websites.name, locale: websites.locale }).from(websites).where(eq(websites.id, payment.websiteId));
  if (!site) return null;
  let car: PaymentContext['car'] = null;
  let dealershipId = payment.dealershipId;
  if (payment.carId !== null) {
    const [row] = await db
      .select({
        id: cars.id,
        slug: cars.slug,
        name: cars.name,
        locationId: cars.locationId,
        carType: cars.carType,
        stocknum: cars.stocknum,
        make: cars.make,
        model: cars.model,
        dealershipId: cars.dealershipId,
      })
      .from(cars)
      .where(eq(cars.id, payment.carId));
    if (!row) return null;
    const { dealershipId: owner, ...rest } = row;
    car = rest;
    dealershipId = owner;
  }
  if (dealershipId === null) return null;
  const [dealership] = await db.select({ slug: dealerships.slug }).from(dealerships).where(eq(dealerships.id, dealershipId));
  if (!dealership) return null;
  return { websiteSlug: site.slug, websiteName: site.name, locale: site.locale, dealershipId, dealershipSlug: dealership.slug, car };
}
