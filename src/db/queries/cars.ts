import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AVAILABLE_STATUSES } from '../../domain/availability';
import type { StockScope } from '../../domain/inclusion';
import { MIN_DISPLAY_PRICE } from '../../domain/locale';
import type { CarStatus, CarSummary } from '../../domain/types';
import type { CarType } from '../../domain/site-config';
import type { Db } from '../client';
import { cars, locations } from '../schema';
import { stockScopeWhere } from './stock-scope';

/** The columns of a car card (CarSummary); other car lists extend them. */
export const summaryColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  make: cars.make,
  model: cars.model,
  badge: cars.badge,
  year: cars.year,
  km: cars.km,
  price: cars.price,
  beforePrice: cars.beforePrice,
  carType: cars.carType,
  status: cars.status,
  reserved: cars.reserved,
  tag: cars.tag,
  certified: cars.certified,
  simpleFuel: cars.simpleFuel,
  simpleBody: cars.simpleBody,
  transmission: cars.transmission,
  createdAt: cars.createdAt,
  primaryImageUrl: sql<string | null>`${cars.images} -> 0 ->> 'url'`,
  photosCount: sql<number>`jsonb_array_length(${cars.images})`.mapWith(Number),
  locationName: locations.name,
};

type SummaryRow = { carType: string; status: string } & Omit<CarSummary, 'carType' | 'status'>;

/** A summary row with its text columns narrowed to the domain's unions. */
export function toSummary<R extends SummaryRow>(row: R): R & CarSummary {
  return { ...row, carType: row.carType as CarType, status: row.status as CarStatus };
}

/** Car cards with their location's name; callers add their conditions, order and limit. */
export function selectCards(db: Db) {
  return db.select(summaryColumns).from(cars).innerJoin(locations, eq(locations.id, cars.locationId));
}

/**
 * Cars to feature on a site's home page: available, priced and photographed, the dealer's
 * ranking first, then the newest.
 */
export async function featuredCars(db: Db, scope: StockScope, statuses: CarStatus[], limit: number): Promise<CarSummary[]> {
  const rows = await selectCards(db)
    .where(
      and(
        stockScopeWhere(scope, statuses),
        inArray(cars.status, [...AVAILABLE_STATUSES]),
        eq(cars.reserved, false),
        sql`${cars.price} > ${MIN_DISPLAY_PRICE}`,
        sql`jsonb_array_length(${cars.images}) > 0`,
      ),
    )
    .orderBy(desc(cars.customRank), desc(cars.createdAt), desc(cars.id))
    .limit(limit);
  return rows.map(toSummary);
}
