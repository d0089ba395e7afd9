import 'server-only';
import { and, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cars } from '../schema';

const COMPARABLES_MAX = 200;

/** Year, odometer and asking price of every priced car of this make and model, across all stock. */
export async function comparablePrices(db: Db, make: string, model: string): Promise<{ year: number; km: number; price: number }[]> {
  return db
    .select({ year: cars.year, km: cars.km, price: cars.price })
    .from(cars)
    .where(and(sql`lower(${cars.make}) = lower(${make})`, sql`lower(${cars.model}) = lower(${model})`, gt(cars.price, 10)))
    .orderBy(desc(cars.createdAt))
    .limit(COMPARABLES_MAX);
}
