import { and, asc, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { DealerCar } from '../../domain/validation/dealer-car';
import type { Db } from '../client';
import { cars, dealershipWebsites, locations } from '../schema';

/**
 * A dealership's cars by stock number, for the dealer API (src/dealer-api/cars.ts). Every write
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

const siteIds = sql<number[]>`array(select ${dealershipWebsites.websiteId} from ${dealershipWebsites} where ${dealershipWebsites.dealershipId} = ${cars.dealershipId} order by 1)`;

const stateColumns = {
  id: cars.id,
  slug: cars.slug,
  stocknum: cars.stocknum,
  status: cars.status,
  reserved: cars.reserved,
  soldAt: cars.soldAt,
  updatedAt: cars.updatedAt,
  siteIds,
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

/** Whether another car (any dealership's) already has the slug. */
export async function slugTaken(db: Db, slug: string, dealershipId: number, stocknum: string): Promise<boolean> {
  const [row] = await db
    .select({ id: cars.id })
    .from(cars)
    .where(and(eq(cars.slug, slug), or(ne(cars.dealershipId, dealershipId), ne(cars.stocknum, stocknum))))
    .limit(1);
  return row !== undefined;
}

/**
 * Creates the car, or replaces the described fields of the dealership's car with that stock
 * number. Its slug (and so its URL) and what the dealer API does not describe (finance quotes,
 * payment processors, custom rank, created date) stay as they were. Turning sold records the sold
 * date once; leaving sold clears it.
 */
export async function upsertStockCar(db: Db, dealershipId: number, car: DealerCar & { locationId: number }, slug: string): Promise<StockCarState & { created: boolean }> {
  const { stocknum, ...fields } = car;
  const [row] = await db
    .insert(cars)
    .values({ ...fields, stocknum, dealershipId, slug, soldAt: car.status === 'sold' ? sql`now()` : null })
    .onConflictDoUpdate({
      target: [cars.dealershipId, cars.stocknum],
      set: {
        ...fields,
        soldAt: car.status === 'sold' ? sql`coalesce(${cars.soldAt}, now())` : null,
        updatedAt: sql`now()`,
      },
    })
    .returning({ ...stateColumns, created: sql<boolean>`(xmax = 0)` });
  if (!row) throw new Error('upsert into cars returned no row');
  return row;
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
      ...(change.status === 'sold' ? { soldAt: sql`coalesce(${cars.soldAt}, now())` } : {}),
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
