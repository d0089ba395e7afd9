import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus, CompareCar } from '../../domain/types';
import type { Db } from '../client';
import { cars, locations } from '../schema';
import { summaryColumns, toSummary } from './cars';
import { stockScopeWhere } from './stock-scope';

/**
 * The cars with these ids that the site shows now. The site's stock scope is part of the query, so
 * an id of another tenant's car, a hidden car or one sold outside the window simply finds nothing.
 * Order is the database's; the caller puts them in the order asked.
 */
export async function carsByIds(db: Db, scope: StockScope, statuses: CarStatus[], ids: readonly number[]): Promise<CompareCar[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      ...summaryColumns,
      dealershipId: cars.dealershipId,
      simpleDrive: cars.simpleDrive,
      seats: cars.seats,
      financeLenders: cars.financeLenders,
    })
    .from(cars)
    .innerJoin(locations, eq(locations.id, cars.locationId))
    .where(and(inArray(cars.id, [...ids]), stockScopeWhere(scope, statuses)));
  return rows.map(toSummary);
}
