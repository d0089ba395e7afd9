import { describe, expect, it } from 'vitest';
import { siteConfig } from '../test-support/site-config';
import { availableOnly, inScope, listedStatuses, stockScope, type ScopedCar } from './inclusion';

const now = new Date('2026-11-23T12:00:00Z');
const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
const car: ScopedCar = {
  dealershipId: 1,
  status: 'in_stock',
  soldAt: null,
  showOnDealerWebsite: true,
  carType: 'used',
  make: 'Toyota',
  year: 2020,
  stocknum: 'AB123C',
};

function check(config: ReturnType<typeof siteConfig>, over: Partial<ScopedCar>): boolean {
  const site = { config, dealerships: [{ id: 1 }] };
  return inScope({ ...car, ...over }, stockScope(site, now), listedStatuses(site));
}

describe('SPEC 4 search inclusion', () => {
  const plain = siteConfig();
  it.each<[string, ReturnType<typeof siteConfig>, Partial<ScopedCar>, boolean]>([
    ['in stock', plain, {}, true],
    ['coming soon', plain, { status: 'coming_soon' }, true],
    ['sold 2 days ago is inside the default 3-day window', plain, { status: 'sold', soldAt: daysAgo(2) }, true],
    ['sold exactly 3 days ago is inside', plain, { status: 'sold', soldAt: daysAgo(3) }, true],
    ['sold 3.1 days ago is outside', plain, { status: 'sold', soldAt: daysAgo(3.1) }, false],
    ['sold without a sold date is outside', plain, { status: 'sold', soldAt: null }, false],
    ['include_sold_cars_days widens the window', siteConfig({ includeSoldCarsDays: 7 }), { status: 'sold', soldAt: daysAgo(6) }, true],
    ['include_sold_cars_days 0 hides sold cars', siteConfig({ includeSoldCarsDays: 0 }), { status: 'sold', soldAt: daysAgo(0.1) }, false],
    ['hidden from dealer website', plain, { showOnDealerWebsite: false }, false],
    ["another dealership's car", plain, { dealershipId: 2 }, false],
    ['used-only site drops new', siteConfig({ stockFilters: { carTypes: ['used'] } }), { carType: 'new' }, false],
    ['used-only site keeps used', siteConfig({ stockFilters: { carTypes: ['used'] } }), {}, true],
    ['make restriction', siteConfig({ stockFilters: { makes: ['Mazda'] } }), {}, false],
    ['age limit 5 keeps 2021', siteConfig({ stockFilters: { maxAgeYears: 5 } }), { year: 2021 }, true],
    ['age limit 5 drops 2020', siteConfig({ stockFilters: { maxAgeYears: 5 } }), { year: 2020 }, false],
    ['age limit 0 keeps only this year', siteConfig({ stockFilters: { maxAgeYears: 0 } }), { year: 2026 }, true],
    ['in-stock only drops coming soon', siteConfig({ stockFilters: { inStockOnly: true } }), { status: 'coming_soon' }, false],
    ['in-stock only drops recently sold', siteConfig({ stockFilters: { inStockOnly: true } }), { status: 'sold', soldAt: daysAgo(1) }, false],
    ['excluded stock number', siteConfig({ stockFilters: { excludedStockNumbers: ['AB123C'] } }), {}, false],
  ])('%s', (_name, config, over, expected) => {
    expect(check(config, over)).toBe(expected);
  });

  it('rejects an age argument outside 0 to 14', () => {
    expect(() => siteConfig({ stockFilters: { maxAgeYears: 15 } })).toThrow();
    expect(() => siteConfig({ stockFilters: { maxAgeYears: -1 } })).toThrow();
  });
});

describe("issue 26: a site's total of cars does not count sold cars", () => {
  it.each<[string, Partial<ScopedCar>, boolean]>([
    ['in stock is counted', {}, true],
    ['coming soon is counted', { status: 'coming_soon' }, true],
    ['sold an hour ago is listed but not counted', { status: 'sold', soldAt: daysAgo(1 / 24) }, false],
    ['sold 2 days ago is listed but not counted', { status: 'sold', soldAt: daysAgo(2) }, false],
    ['hidden from dealer website is not counted', { showOnDealerWebsite: false }, false],
  ])('%s', (_name, over, expected) => {
    const site = { config: siteConfig(), dealerships: [{ id: 1 }] };
    expect(inScope({ ...car, ...over }, availableOnly(stockScope(site, now)), listedStatuses(site))).toBe(expected);
  });
});
