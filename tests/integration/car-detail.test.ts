import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { carInScopeBySlug } from '../../src/db/queries/car-detail';
import { loadSite } from '../../src/db/queries/websites';
import { cars, websites } from '../../src/db/schema';
import { listedStatuses, stockScope } from '../../src/domain/inclusion';
import type { Site } from '../../src/domain/types';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

const REFERENCE_DATE = '2026-11-23';
const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);

describe('car detail lookup is confined to the site stock', () => {
  let handle: TestDatabase;
  const site: Record<string, Site> = {};

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    for (const slug of ['harbour-toyota', 'redline-motors', 'coastal-ev', 'summit-auto-group']) {
      const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
      site[slug] = (await loadSite(handle.db, w!.id))!;
    }
  });

  afterAll(async () => {
    await handle?.drop();
  });

  const lookup = (s: Site, slug: string) => carInScopeBySlug(handle.db, stockScope(s, now), listedStatuses(s), slug);

  async function slugOf(dealershipIds: number[], inside: boolean, extra = eq(cars.showOnDealerWebsite, true)) {
    const ids = dealershipIds.length > 0 ? dealershipIds : [-1];
    const [row] = await handle.db
      .select({ slug: cars.slug })
      .from(cars)
      .where(and(inside ? inArray(cars.dealershipId, ids) : notInArray(cars.dealershipId, ids), eq(cars.status, 'in_stock'), extra))
      .limit(1);
    return row!.slug;
  }

  it("finds a car of the site's own stock with its dealership and location", async () => {
    const own = site['harbour-toyota']!;
    const car = await lookup(own, await slugOf(own.dealerships.map((d) => d.id), true));
    expect(car).not.toBeNull();
    expect(own.dealerships.map((d) => d.id)).toContain(car!.dealershipId);
    expect(car!.dealershipSlug).toBe('harbour-toyota');
    expect(car!.photosCount).toBe(car!.images.length);
  });

  it.each([
    ['harbour-toyota', 'redline-motors'],
    ['redline-motors', 'harbour-toyota'],
    ['coastal-ev', 'summit-auto-group'],
  ])("%s does not find a car of %s's stock", async (asking, owner) => {
    const foreign = await slugOf(site[owner]!.dealerships.map((d) => d.id), true);
    const notShared = site[asking]!.dealerships.every((d) => !site[owner]!.dealerships.some((o) => o.id === d.id));
    expect(notShared).toBe(true);
    expect(await lookup(site[asking]!, foreign)).toBeNull();
    expect(await lookup(site[owner]!, foreign)).not.toBeNull();
  });

  it('does not find a car hidden from the dealer website, nor an unknown slug', async () => {
    const own = site['harbour-toyota']!;
    const ids = own.dealerships.map((d) => d.id);
    const [hidden] = await handle.db
      .update(cars)
      .set({ showOnDealerWebsite: false })
      .where(eq(cars.slug, await slugOf(ids, true)))
      .returning({ slug: cars.slug });
    expect(await lookup(own, hidden!.slug)).toBeNull();
    expect(await lookup(own, 'no-such-car')).toBeNull();
  });
});
