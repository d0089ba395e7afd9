import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSite } from '../../src/db/queries/websites';
import { cars, websites } from '../../src/db/schema';
import { inScope, listedStatuses, stockScope } from '../../src/domain/inclusion';
import type { CarStatus, Site } from '../../src/domain/types';
import { postgresSearchEngine } from '../../src/search/postgres-engine';
import { SIMILAR_COUNT, similarTo } from '../../src/domain/similar';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

const REFERENCE_DATE = '2026-11-23';
const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);

type Car = typeof cars.$inferSelect;

/** The rule in plain code: available, same make or body, inside the price band; most shared, nearest price, lower id. */
function bruteForce(site: Site, all: Car[], car: Car): number[] {
  const to = similarTo(car);
  const scope = stockScope(site, now);
  const shared = (c: Car) => Number(c.make === car.make) + Number(car.simpleBody !== null && c.simpleBody === car.simpleBody);
  return all
    .filter((c) => inScope({ ...c, status: c.status as CarStatus }, scope, listedStatuses(site)))
    .filter((c) => c.id !== car.id && (c.status === 'in_stock' || c.status === 'coming_soon') && shared(c) > 0)
    .filter((c) => !to.priceRange || (c.price >= to.priceRange.min! && c.price <= to.priceRange.max!))
    .sort((a, b) => shared(b) - shared(a) || Math.abs(a.price - car.price) - Math.abs(b.price - car.price) || a.id - b.id)
    .slice(0, SIMILAR_COUNT)
    .map((c) => c.id);
}

describe('similar cars on the demo network', () => {
  let handle: TestDatabase;
  let all: Car[];
  const sites: Site[] = [];

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    all = await handle.db.select().from(cars);
    for (const slug of ['coastal-ev', 'summit-auto-group', 'redline-motors', 'kiwi-car-co']) {
      const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
      sites.push((await loadSite(handle.db, w!.id))!);
    }
  });

  afterAll(async () => {
    await handle?.drop();
  });

  // The brute force reads the site's scope from all stock, so this also proves no other site's car appears.
  it('equal the brute-force ranking for every 25th car of each site', async () => {
    const engine = postgresSearchEngine(handle.db);
    let compared = 0;
    for (const site of sites) {
      const own = all
        .filter((c) => inScope({ ...c, status: c.status as CarStatus }, stockScope(site, now), listedStatuses(site)))
        .sort((a, b) => a.id - b.id);
      for (const car of own.filter((_, i) => i % 25 === 0)) {
        const answer = await engine.similar(stockScope(site, now), listedStatuses(site), similarTo(car), SIMILAR_COUNT);
        expect(answer.map((c) => c.id), `${site.slug} car ${car.id}`).toEqual(bruteForce(site, all, car));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});
