import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cars, locations } from '../schema';
import { sitesListingCar } from './car-sites';
import { soldDate } from './sold-date';

/**
 * A dealership's cars by stock number, for the dealer API (src/dealer-api/cars.ts); cars are
 * created and replaced through the one stock write path (./stock-cars.ts). Every write
 * answers the sites that show the dealership, read in the same statement, so the caller expires
 * exactly the pages that could show the car.
 */

export type StockCarState = {
  id: number;
  slug: string;
  stocknum: string;
  status: string;
  reserved: boolean;
  soldAt: Date | null;
  updatedAt: Date;
  siteIds: number[];
};

const stateColumns = {
  id: cars.id,
  slug: cars.slug,
  stocknum: cars.stocknum,
  status: cars.status,
  reserved: cars.reserved,
  soldAt: cars.soldAt,
  updatedAt: cars.updatedAt,
  siteIds: sitesListingCar,
};

/** The dealership's locations, its primary one first: where a car without a location goes. */
export async function dealershipLocationIds(db: Db, dealershipId: number): Promise<number[]> {
  const rows = await db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.dealershipId, dealershipId))
    .orderBy(desc(locations.primary), asc(locations.position), asc(locations.id));
  return rows.map((row) => row.id);
}

export async function findStockCar(db: Db, dealershipId: number, stocknum: string): Promise<StockCarState | null> {
  const [row] = await db
    .select(stateColumns)
    .from(cars)
    .where(and(eq(cars.dealershipId, dealershipId), eq(cars.stocknum, stocknum)));
  return row ?? null;
}

/** Status and reserved flag changes by stock number. */
export async function updateStockCar(
  db: Db,
  dealershipId: number,
  stocknum: string,
  change: { status?: 'sold'; reserved?: boolean },
): Promise<StockCarState | null> {
  const [row] = await db
    .update(cars)
    .set({
      ...change,
      ...(change.status === undefined ? {} : { soldAt: soldDate(sql`${change.status}`, sql`${cars.soldAt}`) }),
      updatedAt: sql`now()`,
    })
    .where(and(eq(cars.dealershipId, dealershipId), eq(cars.stocknum, stocknum)))
    .returning(stateColumns);
  return row ?? null;
}

/** Deletes the car; leads that named it keep their copy of its stock number, make and model. */
export async function deleteStockCar(db: Db, dealershipId: number, stocknum: string): Promise<StockCarState | null> {
  const [row] = await db
    .delete(cars)
    .where(and(eq(cars.dealershipId, dealershipId), eq(cars.stocknum, stocknum)))
    .returning(stateColumns);
  return row ?? null;
}
