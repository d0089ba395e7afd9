import { AVAILABLE_STATUSES } from './availability';
import type { CarType, SiteConfig } from './site-config';
import type { CarStatus } from './types';

const DEFAULT_SOLD_WINDOW_DAYS = 3;
const DAY_MS = 86_400_000;

/**
 * Which of its dealerships' cars a site shows (SPEC 4 "Search inclusion"), as data. The one
 * definition is shared by search, counts and every car list; the data layer turns it into SQL
 * and `inScope` checks a single car in memory (tests compare the two).
 */
export type StockScope = {
  dealershipIds: number[];
  /** Sold cars count while their sold date is at or after this instant; null when sold cars are excluded. */
  soldSince: Date | null;
  carTypes: CarType[] | null;
  makes: string[] | null;
  minYear: number | null;
  excludedStockNumbers: string[];
};

export function stockScope(site: { config: SiteConfig; dealerships: { id: number }[] }, now: Date): StockScope {
  const { stockFilters, includeSoldCarsDays } = site.config;
  const windowDays = includeSoldCarsDays ?? DEFAULT_SOLD_WINDOW_DAYS;
  return {
    dealershipIds: site.dealerships.map((d) => d.id),
    soldSince: stockFilters.inStockOnly ? null : new Date(now.getTime() - windowDays * DAY_MS),
    carTypes: stockFilters.carTypes ?? null,
    makes: stockFilters.makes ?? null,
    minYear: stockFilters.maxAgeYears === undefined ? null : now.getUTCFullYear() - stockFilters.maxAgeYears,
    excludedStockNumbers: stockFilters.excludedStockNumbers,
  };
}

/**
 * The scope of a site's total of cars (the home's search button and stock dropdown, the header's
 * counts): sold cars are listed for a few days with their sold tag, but they are never counted as
 * cars the site has (issue 26).
 */
export function availableOnly(scope: StockScope): StockScope {
  return { ...scope, soldSince: null };
}

/** The search filter of a count that says "in stock" (brand pages, the menu's body tiles): no sold car (issue 26). */
export const AVAILABLE_FILTER: { status: string[] } = { status: [...AVAILABLE_STATUSES] };

/** The statuses shown besides sold-in-window ones: in-stock-only sites drop coming_soon too. */
export function listedStatuses(site: { config: SiteConfig }): CarStatus[] {
  return site.config.stockFilters.inStockOnly ? ['in_stock'] : [...AVAILABLE_STATUSES];
}

export type ScopedCar = {
  dealershipId: number;
  status: CarStatus;
  soldAt: Date | null;
  showOnDealerWebsite: boolean;
  carType: string;
  make: string;
  year: number;
  stocknum: string;
};

export function inScope(car: ScopedCar, scope: StockScope, statuses: CarStatus[]): boolean {
  if (!car.showOnDealerWebsite || !scope.dealershipIds.includes(car.dealershipId)) return false;
  const listed =
    statuses.includes(car.status) ||
    (car.status === 'sold' && scope.soldSince !== null && car.soldAt !== null && car.soldAt >= scope.soldSince);
  if (!listed) return false;
  if (scope.carTypes && !scope.carTypes.includes(car.carType as CarType)) return false;
  if (scope.makes && !scope.makes.includes(car.make)) return false;
  if (scope.minYear !== null && car.year < scope.minYear) return false;
  return !scope.excludedStockNumbers.includes(car.stocknum);
}
