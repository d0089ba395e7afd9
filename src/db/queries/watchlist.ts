import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopperLead, WatchedCar } from '../../domain/accounts/types';
import type { CarStatus } from '../../domain/types';
import type { Db } from '../client';
import { cars, leads, watchlistEntries } from '../schema';

/** A shopper's watchlist and garage rows; every read names the site's dealerships. */


/** Adds a car; saving one already on the list changes nothing. */
export async function addWatchlistEntry(db: Db, userId: number, carId: number): Promise<void> {
  await db.insert(watchlistEntries).values({ userId, carId }).onConflictDoNothing();
}

export async function removeWatchlistEntry(db: Db, userId: number, carId: number): Promise<void> {
  await db.delete(watchlistEntries).where(and(eq(watchlistEntries.userId, userId), eq(watchlistEntries.carId, carId)));
}

/** The car's name if it belongs to one of these dealerships, whatever its status. */
export async function carNameOfDealerships(db: Db, carId: number, dealershipIds: readonly number[]): Promise<string | null> {
  if (dealershipIds.length === 0) return null;
  const [row] = await db
    .select({ name: cars.name })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, [...dealershipIds])));
  return row?.name ?? null;
}

export async function watchedCars(db: Db, userId: number, dealershipIds: readonly number[]): Promise<WatchedCar[]> {
  if (dealershipIds.length === 0) return [];
  return db
    .select({
      id: cars.id,
      name: cars.name,
      slug: cars.slug,
      price: cars.price,
      status: sql<CarStatus>`${cars.status}`,
      reserved: cars.reserved,
      primaryImageUrl: sql<string | null>`${cars.images} -> 0 ->> 'url'`,
      savedAt: watchlistEntries.createdAt,
    })
    .from(watchlistEntries)
    .innerJoin(cars, eq(cars.id, watchlistEntries.carId))
    .where(and(eq(watchlistEntries.userId, userId), inArray(cars.dealershipId, [...dealershipIds])))
    .orderBy(desc(watchlistEntries.createdAt), desc(cars.id));
}

export async function watchedCarIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.select({ carId: watchlistEntries.carId }).from(watchlistEntries).where(eq(watchlistEntries.userId, userId));
  return rows.map((row) => row.carId);
}


/** The completed leads the shopper sent signed in from their verified address on this site, newest first (test leads left out). */
export async function leadsOfShopper(db: Db, websiteId: number, userId: number, limit = 50): Promise<ShopperLead[]> {
  return db
    .select({
      leadId: leads.leadId,
      category: leads.category,
      subcategory: leads.subcategory,
      carName: cars.name,
      carSlug: cars.slug,
      createdAt: leads.createdAt,
    })
    .from(leads)
    .leftJoin(cars, eq(cars.id, leads.carId))
    .where(and(eq(leads.websiteId, websiteId), eq(leads.mock, false), eq(leads.formCompleted, true), eq(leads.userId, userId)))
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit);
}
