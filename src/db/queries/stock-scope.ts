import { and, eq, gte, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { dealershipList } from '../../domain/dealership-list';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus } from '../../domain/types';
import { cars } from '../schema';

/**
 * The SQL form of a site's StockScope (src/domain/inclusion.ts); every car list on a site filters by it.
 * `dealershipsImplied` leaves out the dealership condition for a caller whose other conditions
 * already name the scope's dealerships (dealership-keyed words do): the planner would otherwise AND
 * in a bitmap of every car the site has, the slowest step of a text search on a large site.
 */
export function stockScopeWhere(scope: StockScope, statuses: CarStatus[], { dealershipsImplied = false } = {}): SQL {
  const listed = scope.soldSince
    ? or(inArray(cars.status, statuses), and(eq(cars.status, 'sold'), gte(cars.soldAt, scope.soldSince)))
    : inArray(cars.status, statuses);
  const conditions: (SQL | undefined)[] = [
    dealershipsImplied ? undefined : inDealerships(cars.dealershipId, scope.dealershipIds),
    eq(cars.showOnDealerWebsite, true),
    listed,
    scope.carTypes ? inArray(cars.carType, scope.carTypes) : undefined,
    scope.makes ? inArray(cars.make, scope.makes) : undefined,
    scope.minYear !== null ? gte(cars.year, scope.minYear) : undefined,
    scope.excludedStockNumbers.length > 0 ? notInArray(cars.stocknum, scope.excludedStockNumbers) : undefined,
  ];
  return and(...conditions) as SQL;
}

/**
 * A dealership column within a scope's list, as src/domain/dealership-list.ts writes it: one array
 * parameter, not one per dealership (a group or marketplace scope lists thousands), and for most of
 * the network the interval with its few gaps, which the planner estimates in a fraction of the time.
 */
export function inDealerships(column: AnyPgColumn, ids: number[]): SQL {
  const list = dealershipList(ids);
  if (list.form === 'list') return sql`${column} = any(${sql.param(list.ids)}::int[])`;
  const interval = sql`${column} between ${list.least} and ${list.greatest}`;
  return list.gaps.length === 0 ? interval : sql`${interval} and ${column} <> all(${sql.param(list.gaps)}::int[])`;
}
