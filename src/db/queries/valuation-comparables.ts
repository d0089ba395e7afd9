import 'server-only';
import { and, between, desc, gt, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { cars } from '../schema';
import { ODOMETER_BAND, YEAR_BAND } from '../../domain/vehicle-data/valuation';
import type { ValuationQuery } from '../../domain/vehicle-data/valuation-source';

const COMPARABLES_MAX = 200;

/**
 * Year, odometer and asking price of priced cars of this make and model within the valuation's year
 * and odometer bands, across every dealer's stock and sold history: the market, not one tenant's
 * data, and only these three figures leave the query.
 */
export async function comparablePrices(db: Db, query: ValuationQuery): Promise<{ year: number; km: number; price: number }[]> {
  return db
    .select({ year: cars.year, km: cars.km, price: cars.price })
    .from(cars)
    .where(
      and(
        sql`lower(${cars.make}) = lower(${query.make})`,
        sql`lower(${cars.model}) = lower(${query.model})`,
        gt(cars.price, 10),
        between(cars.year, query.year - YEAR_BAND, query.year + YEAR_BAND),
        between(cars.km, query.km - ODOMETER_BAND, query.km + ODOMETER_BAND),
      ),
    )
    .orderBy(desc(cars.createdAt))
    .limit(COMPARABLES_MAX);
}
