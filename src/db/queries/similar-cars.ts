import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { AVAILABLE_STATUSES } from '../../domain/availability';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus, CarSummary } from '../../domain/types';
import type { SimilarTo } from '../../domain/similar';
import type { Db } from '../client';
import { cars } from '../schema';
import { selectCards, toSummary } from './cars';
import { stockScopeWhere } from './stock-scope';

/**
 * Available cars of the scope sharing the car's make or body, near its price when it shows one:
 * those sharing both first, then the nearest price, then the lower id so the order is stable.
 * One indexed read of the site's stock, no facets: the car page needs four cards, not a search.
 */
export async function similarCarsOf(db: Db, scope: StockScope, statuses: CarStatus[], to: SimilarTo, limit: number): Promise<CarSummary[]> {
  const sameMake = eq(cars.make, to.make);
  const sameBody = to.simpleBody === null ? undefined : eq(cars.simpleBody, to.simpleBody);
  const { priceRange } = to;
  const rows = await selectCards(db)
    .where(
      and(
        stockScopeWhere(scope, statuses),
        inArray(cars.status, [...AVAILABLE_STATUSES]),
        ne(cars.id, to.id),
        sameBody ? or(sameMake, sameBody) : sameMake,
        priceRange?.min != null ? sql`${cars.price} >= ${priceRange.min}` : undefined,
        priceRange?.max != null ? sql`${cars.price} <= ${priceRange.max}` : undefined,
      ),
    )
    .orderBy(
      desc(sql`(${sameMake})::int + coalesce((${sameBody ?? sql`false`})::int, 0)`),
      sql`abs(${cars.price} - ${to.price})`,
      asc(cars.id),
    )
    .limit(limit);
  return rows.map(toSummary);
}
