import { and, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus } from '../../domain/types';
import { cars } from '../schema';

/**
 * The SQL form of a site's StockScope (src/domain/inclusion.ts); every car list on a site filters by it.
 * `dealershipsImplied` leaves out the dealership condition for a caller whose other conditions
 * already name the scope's dealerships (dealership-keyed words do): the planner would otherwise AND
 * in a bitmap of every car the site has, the slowest step of a text search on a large site.
 * `dealershipsAsSet` joins the scope's dealerships as an unnested set instead (see below).
 */
export function stockScopeWhere(scope: StockScope, statuses: CarStatus[], { dealershipsImplied = false, dealershipsAsSet = false } = {}): SQL {
  const listed = scope.soldSince
    ? or(inArray(cars.status, statuses), and(eq(cars.status, 'sold'), gte(cars.soldAt, scope.soldSince)))
    : inArray(cars.status, statuses);
  const dealerships = sql.param(scope.dealershipIds);
  const conditions: (SQL | undefined)[] = [
    // One array parameter, not one per dealership: a group or marketplace scope lists thousands.
    // The planner estimates `= any(array)` element by element, again for every index that begins
    // with the dealership (six do): for the network's 3,000 dealerships that was most of a text
    // search's planning. A semi-join on the unnested list is estimated once, from its length.
    dealershipsImplied
      ? undefined
      : dealershipsAsSet
        ? sql`${cars.dealershipId} in (select unnest(${dealerships}::int[]))`
        : sql`${cars.dealershipId} = any(${dealerships}::int[])`,
    eq(cars.showOnDealerWebsite, true),
    listed,
    scope.carTypes ? inArray(cars.carType, scope.carTypes) : undefined,
    scope.makes ? inArray(cars.make, scope.makes) : undefined,
    scope.minYear !== null ? gte(cars.year, scope.minYear) : undefined,
    scope.excludedStockNumbers.length > 0 ? notInArray(cars.stocknum, scope.excludedStockNumbers) : undefined,
  ];
  return and(...conditions) as SQL;
}
