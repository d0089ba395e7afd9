import { eq, sql } from 'drizzle-orm';
import type { CarChange } from '../../domain/car-records';
import type { Db } from '../client';
import { cars } from '../schema';
import { sitesListingCar } from './car-sites';
import { soldDate } from './sold-date';

/**
 * Applies the change and answers the car's id and dealership with the sites that show that
 * dealership, read in the same statement so the caller invalidates exactly the pages that could
 * show the car. A car turning sold gets its sold date now; one leaving sold loses it.
 */
export async function updateCar(db: Db, id: number, change: CarChange): Promise<{ id: number; slug: string; siteIds: number[] } | null> {
  const soldAt = change.status === undefined ? {} : { soldAt: soldDate(sql`${change.status}`, sql`${cars.soldAt}`) };
  const [row] = await db
    .update(cars)
    .set({ ...change, ...soldAt, updatedAt: sql`now()` })
    .where(eq(cars.id, id))
    .returning({
      id: cars.id,
      slug: cars.slug,
      siteIds: sitesListingCar,
    });
  return row ?? null;
}
