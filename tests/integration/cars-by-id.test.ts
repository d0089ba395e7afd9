import { siteCarsJson } from '../../src/api-json/site-car-json';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/db/queries/websites';
import { cars, websites } from '../../src/db/schema';
import { MAX_CAR_IDS } from '../../src/domain/car-ids';
import { inScope, listedStatuses, stockScope } from '../../src/domain/inclusion';
import type { CarStatus, Site } from '../../src/domain/types';
import { siteCarsByIds } from '../../src/page-data/cars-by-id';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

const REFERENCE_DATE = '2026-11-23';
const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);

type Car = typeof cars.$inferSelect;

function chunks<T>(list: T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));
}

describe('siteCarsByIds on the demo network', () => {
  let handle: TestDatabase;
  let all: Car[];
  const sites = new Map<string, Site>();

  const scoped = (site: Site) =>
    all.filter((car) => inScope({ ...car, status: car.status as CarStatus }, stockScope(site, now), listedStatuses(site)));

  /** Every id in the database asked of the site, in API-sized batches. */
  async function askAll(site: Site, ids: number[]) {
    const found: number[] = [];
    const missing: number[] = [];
    for (const batch of chunks(ids, MAX_CAR_IDS)) {
      const answer = siteCarsJson(await siteCarsByIds(site, batch, now, handle.db));
      found.push(...answer.cars.map((c) => c.id));
      missing.push(...answer.missing);
    }
    return { found, missing };
  }

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    all = await handle.db.select().from(cars);
    for (const slug of ['coastal-ev', 'summit-auto-group', 'summit-mazda', 'redline-motors']) {
      const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
      sites.set(slug, (await loadSite(handle.db, w!.id))!);
    }
  });

  afterAll(async () => {
    await handle?.drop();
  });

  it('returns exactly the cars in the site stock scope, whichever ids are asked', async () => {
    for (const slug of ['coastal-ev', 'summit-mazda']) {
      const site = sites.get(slug)!;
      const expected = new Set(scoped(site).map((c) => c.id));
      expect(expected.size).toBeGreaterThan(0);
      const { found, missing } = await askAll(site, all.map((c) => c.id));
      expect(new Set(found), slug).toEqual(expected);
      expect(found.length + missing.length).toBe(all.length);
    }
  });

  it("never returns another site's car", async () => {
    const coastal = sites.get('coastal-ev')!;
    const summitIds = scoped(sites.get('summit-auto-group')!).map((c) => c.id);
    const { found, missing } = await askAll(coastal, summitIds.slice(0, 200));
    expect(found).toEqual([]);
    expect(missing).toEqual(summitIds.slice(0, 200));
  });

  it('leaves out hidden cars, excluded stock numbers and cars sold before the window', async () => {
    const coastal = sites.get('coastal-ev')!;
    const own = all.filter((c) => coastal.dealerships.some((d) => d.id === c.dealershipId));
    const outOfScope = own.filter((c) => !scoped(coastal).some((s) => s.id === c.id));
    expect(outOfScope.length).toBeGreaterThan(0);
    const { found } = await askAll(coastal, outOfScope.map((c) => c.id));
    expect(found).toEqual([]);
    const excluded = coastal.config.stockFilters.excludedStockNumbers;
    expect(excluded.length).toBeGreaterThan(0);
    expect(outOfScope.some((c) => excluded.includes(c.stocknum))).toBe(true);
  });

  it('keeps a car sold inside the window, marked sold, in the order asked', async () => {
    const site = sites.get('redline-motors')!;
    const inWindow = scoped(site).filter((c) => c.status === 'sold');
    const available = scoped(site).filter((c) => c.status === 'in_stock');
    expect(inWindow.length).toBeGreaterThan(0);
    const ids = [available[1]!.id, inWindow[0]!.id, available[0]!.id];
    const answer = siteCarsJson(await siteCarsByIds(site, ids, now, handle.db));
    expect(answer.cars.map((c) => c.id)).toEqual(ids);
    expect(answer.cars[1]).toMatchObject({ status: 'sold', sold: true, available: false, repayment: null });
    expect(answer.cars[0]).toMatchObject({ available: true, sold: false });
  });
});
