import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, websites } from '../../src/db/schema';
import { loadSite } from '../../src/db/queries/websites';
import { AVAILABLE_FILTER, listedStatuses, stockScope } from '../../src/domain/inclusion';
import { navEntry, TRACTOR_BODY, tractorRows, type MenuData } from '../../src/domain/mega-menu';
import { defaultSearchPath } from '../../src/domain/search/search-path';
import { EMPTY_QUERY } from '../../src/domain/search/search-query';
import type { Site } from '../../src/domain/types';
import { postgresSearchEngine } from '../../src/search/postgres-engine';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * SPEC 3 dynamicDropdown 'tractors' (issue 26): the search src/site/menu-data.ts runs for it
 * (available stock with the tractor body, counted by make and model) on a demo site, which sells no
 * tractors (the item stays its plain link), then with three of its cars made tractors, one of them
 * sold: the dropdown lists the two models still available, with their counts.
 */
const now = new Date('2026-11-23T12:00:00Z');
const noData: MenuData = { models: [], brands: [], bodies: [], carTypes: [], tractors: [], brandTiles: { hide: [], replace: {}, extra: [] } };
const item = { name: 'Tractors', url: '/search/used-cars?body=tractor', dynamicDropdown: 'tractors' as const };

describe('the tractors dropdown', () => {
  let handle: TestDatabase;
  let site: Site;

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'redline-motors'));
    site = (await loadSite(handle.db, w!.id))!;
  });

  afterAll(async () => {
    await handle?.drop();
  });

  const tractors = async () => {
    const found = await postgresSearchEngine(handle.db).search(stockScope(site, now), listedStatuses(site), {
      ...EMPTY_QUERY,
      filters: { ...AVAILABLE_FILTER, body: [TRACTOR_BODY] },
      hitsPerPage: 1,
    });
    return tractorRows(found.facets.make_model ?? {}, defaultSearchPath(site.config));
  };

  it('lists nothing on a site without tractors, and the item is its own link', async () => {
    expect(await tractors()).toEqual([]);
    expect(navEntry(item, { ...noData, tractors: await tractors() })).toEqual({ kind: 'menu', label: 'Tractors', links: [{ label: 'Tractors', href: item.url }], panels: [] });
  });

  it('lists each available tractor model with its count once the site has some', async () => {
    const picked = await handle.db
      .select({ id: cars.id })
      .from(cars)
      .where(and(inArray(cars.dealershipId, stockScope(site, now).dealershipIds), eq(cars.status, 'in_stock'), eq(cars.showOnDealerWebsite, true)))
      .limit(3);
    expect(picked).toHaveLength(3);
    const [a, b, c] = picked.map((p) => p.id);
    await handle.db.update(cars).set({ simpleBody: TRACTOR_BODY, make: 'John Deere', model: '5075E' }).where(inArray(cars.id, [a!, b!]));
    await handle.db.update(cars).set({ simpleBody: TRACTOR_BODY, make: 'Kubota', model: 'M7060' }).where(eq(cars.id, c!));
    const search = defaultSearchPath(site.config);
    expect(await tractors()).toEqual([
      { value: 'John Deere 5075E', count: 2, href: `${search}?body=tractor&make_model=John%20Deere%205075E` },
      { value: 'Kubota M7060', count: 1, href: `${search}?body=tractor&make_model=Kubota%20M7060` },
    ]);
    // A sold tractor is not counted: the dropdown says what can still be bought.
    await handle.db.update(cars).set({ status: 'sold', soldAt: new Date(now.getTime() - 3_600_000) }).where(eq(cars.id, c!));
    expect((await tractors()).map((t) => [t.value, t.count])).toEqual([['John Deere 5075E', 2]]);
    const entry = navEntry(item, { ...noData, tractors: await tractors() });
    expect(entry).toMatchObject({ kind: 'menu', panels: [{ kind: 'tractors', heading: { label: 'Tractors', href: item.url } }] });
  });
});
