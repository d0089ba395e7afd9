import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, websites } from '../../src/db/schema';
import { loadSite } from '../../src/db/queries/websites';
import { AVAILABLE_FILTER, availableOnly, listedStatuses, stockScope } from '../../src/domain/inclusion';
import { EMPTY_QUERY, type CarTypeCounts } from '../../src/domain/search/search-query';
import type { Site } from '../../src/domain/types';
import { postgresSearchEngine } from '../../src/search/postgres-engine';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Issue 26: "Sold cars are counted in a site's total of cars: they are not." A car sold an hour ago
 * stays listed in the site's search with its sold tag (SPEC 4 search inclusion), but the site's
 * total of cars (the home's search button and stock dropdown, the header's counts, which
 * src/search/service.ts siteCarTypeCounts reads) drops by one.
 */
const now = new Date('2026-11-23T12:00:00Z');
const total = (counts: CarTypeCounts) => counts.new + counts.used + counts.demo;

describe("a site's total of cars", () => {
  let handle: TestDatabase;
  let site: Site;

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'lone-star-autos'));
    site = (await loadSite(handle.db, w!.id))!;
  });

  afterAll(async () => {
    await handle?.drop();
  });

  it('leaves out a car sold within the listing window, which the search still lists', async () => {
    const engine = postgresSearchEngine(handle.db);
    const scope = stockScope(site, now);
    const statuses = listedStatuses(site);
    const totalBefore = total(await engine.carTypeCounts(availableOnly(scope), statuses));
    const listedBefore = (await engine.search(scope, statuses, { ...EMPTY_QUERY, hitsPerPage: 1 })).count;
    // The "in stock" counts of brand pages and the menu's body tiles (src/catalogue/service.ts, src/site/menu-data.ts).
    const inStock = () => engine.search(scope, statuses, { ...EMPTY_QUERY, filters: AVAILABLE_FILTER, hitsPerPage: 1 });
    const inStockBefore = await inStock();
    expect(inStockBefore.count).toBe(totalBefore);
    expect(totalBefore).toBeGreaterThan(0);

    const [car] = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(inArray(cars.dealershipId, scope.dealershipIds), eq(cars.status, 'in_stock'), eq(cars.showOnDealerWebsite, true), isNotNull(cars.simpleBody)))
      .limit(1);
    await handle.db.update(cars).set({ status: 'sold', soldAt: new Date(now.getTime() - 3_600_000) }).where(eq(cars.id, car!.id));

    const after = await engine.carTypeCounts(availableOnly(scope), statuses);
    expect(total(after)).toBe(totalBefore - 1);
    expect((await engine.search(scope, statuses, { ...EMPTY_QUERY, hitsPerPage: 1 })).count).toBe(listedBefore);
    const inStockAfter = await inStock();
    expect(inStockAfter.count).toBe(inStockBefore.count - 1);
    const bodies = (r: typeof inStockAfter) => Object.values(r.facets.body ?? {}).reduce((a, b) => a + b, 0);
    expect(bodies(inStockAfter)).toBe(bodies(inStockBefore) - 1);
  });
});
