import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/rows';
import { cars, dealerships, locations, websites } from '../../src/db/schema';
import { isCountable } from '../../src/db/queries/search-counted';
import { loadSite } from '../../src/db/queries/websites';
import { listedStatuses, stockScope } from '../../src/domain/inclusion';
import { bandOf, PRICE_BANDS, priceBandOf, WEEKLY_BANDS } from '../../src/domain/price-bands';
import { EMPTY_QUERY, SORTS, type SearchQuery } from '../../src/domain/search/search-query';
import type { Site } from '../../src/domain/types';
import { postgresSearchEngine } from '../../src/search/postgres-engine';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * search_facet_counts (the counted search, docs/search.md) and search_tally (the tallied search's
 * narrow copy of cars) are kept by triggers on cars. These tests change cars every way a feed or
 * the dealer API does and check that both tables always equal what cars give, and that a site's
 * search with no filters answers exactly as the scanning statement does.
 */

const REFERENCE_DATE = '2026-11-23';
const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);

type CountRow = { dealership_id: number; status: string; facet: string; value: string; n: number };

const keyed = (rows: CountRow[]) =>
  rows.map((r) => `${r.dealership_id}|${r.status}|${r.facet}|${r.value}|${Number(r.n)}`).sort();

/** A range every car passes takes the scanning statement, whose answer the counted one must equal. */
const SCANNED: Pick<SearchQuery, 'ranges'> = { ranges: { year: { min: -1_000_000, max: null } } };

describe('search facet counts and search_tally kept by triggers', () => {
  let handle: TestDatabase;
  const countedSites: Site[] = [];

  const stored = async () =>
    keyed(await queryRows<CountRow>(handle.db, sql`select dealership_id, status, facet, value, n from search_facet_counts`));
  const recounted = async () =>
    keyed(
      await queryRows<CountRow>(
        handle.db,
        sql`select c.dealership_id, c.status, k.facet, k.value, count(*) as n from cars c, search_count_keys(c) k
            where c.show_on_dealer_website group by 1, 2, 3, 4`,
      ),
    );

  const TALLY_COLUMNS = sql.raw('c.id, c.dealership_id, c.location_id, c.status, c.sold_at, c.show_on_dealer_website, c.car_type, c.make, c.year, c.stocknum, c.search_words');
  async function expectTallyMirrorsCars() {
    const kept = await queryRows(handle.db, sql`select ${TALLY_COLUMNS}, record, place from search_tally c order by id`);
    const fromCars = await queryRows(
      handle.db,
      sql`select ${TALLY_COLUMNS}, search_tally_record(c) as record, concat_ws(chr(31), l.id, l.name, l.city, l.state, d.name) as place
        from cars c join locations l on l.id = c.location_id join dealerships d on d.id = l.dealership_id order by c.id`,
    );
    expect(kept.length).toBeGreaterThan(100);
    expect(kept).toEqual(fromCars);
  }

  async function expectCountedEqualsScanned() {
    const engine = postgresSearchEngine(handle.db);
    for (const site of countedSites) {
      for (const sort of SORTS) {
        for (const page of [1, 2]) {
          const query: SearchQuery = { ...EMPTY_QUERY, sort, page, hitsPerPage: 7 };
          const [counted, scanned] = await Promise.all([
            engine.search(stockScope(site, now), listedStatuses(site), query),
            engine.search(stockScope(site, now), listedStatuses(site), { ...query, ...SCANNED }),
          ]);
          const label = `${site.slug} ${sort} page ${page}`;
          expect(counted.count, label).toBe(scanned.count);
          expect(counted.facets, label).toEqual(scanned.facets);
          expect(counted.facetStats, label).toEqual(scanned.facetStats);
          expect(counted.hits, label).toEqual(scanned.hits);
        }
      }
    }
  }

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    // Sites with no stock filter take the counted search: a dealer group and a single dealer.
    for (const slug of ['summit-auto-group', 'lone-star-autos']) {
      const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
      const site = (await loadSite(handle.db, w!.id))!;
      expect(isCountable(stockScope(site, now), listedStatuses(site), EMPTY_QUERY), slug).toBe(true);
      countedSites.push(site);
    }
  });

  afterAll(async () => {
    await handle?.drop();
  });

  it('bands prices and weekly payments as the search statement does', async () => {
    const amounts = [-1, 0, 1, ...PRICE_BANDS.flatMap((b) => [b - 1, b, b + 1]), ...WEEKLY_BANDS.flatMap((b) => [b - 1, b, b + 1])];
    const [row] = await queryRows<{ price: (string | null)[]; weekly: (string | null)[] }>(
      handle.db,
      sql`select array_agg(search_band(a, ${sql.param([...PRICE_BANDS])}::int[]) order by i) as price,
            array_agg(search_band(a, ${sql.param([...WEEKLY_BANDS])}::int[]) order by i) as weekly
          from unnest(${sql.param(amounts)}::int[]) with ordinality as t(a, i)`,
    );
    expect(row!.price).toEqual(amounts.map((a) => (a < 0 ? null : bandOf(a, PRICE_BANDS))));
    expect(row!.weekly).toEqual(amounts.map((a) => (a < 0 ? null : bandOf(a, WEEKLY_BANDS))));
    // The trigger's bands are written into migration 0008; they must be the domain's.
    const [keys] = await queryRows<{ price: string | null; weekly: string | null }>(
      handle.db,
      sql`select (select value from search_count_keys(c) where facet = 'price_range') as price,
            (select value from search_count_keys(c) where facet = 'weekly_price_range') as weekly
          from cars c where weekly_payment is not null and price >= 0 limit 1`,
    );
    const [car] = await handle.db.select().from(cars).where(sql`${cars.weeklyPayment} is not null and ${cars.price} >= 0`).limit(1);
    expect(keys).toEqual({ price: priceBandOf(car!.price), weekly: bandOf(car!.weeklyPayment!, WEEKLY_BANDS) });
    // A price on application is in no band, in the trigger's counts as in the statement (issue 26).
    const prices = [-1, 0, 1, 10, 11, 9_999, 10_000, 150_000];
    const [floor] = await queryRows<{ bands: (string | null)[] }>(
      handle.db,
      sql`select array_agg(search_price_band(a) order by i) as bands from unnest(${sql.param(prices)}::int[]) with ordinality as t(a, i)`,
    );
    expect(floor!.bands).toEqual(prices.map((p) => priceBandOf(p)));
  });

  it('holds the seeded cars and answers as the scanning statement does', async () => {
    expect(await stored()).toEqual(await recounted());
    await expectTallyMirrorsCars();
    await expectCountedEqualsScanned();
  });

  it('follows every kind of change to cars', async () => {
    const siteCars = await handle.db
      .select()
      .from(cars)
      .where(inArray(cars.dealershipId, countedSites.flatMap((s) => s.dealerships.map((d) => d.id))))
      .orderBy(cars.id);
    expect(siteCars.length).toBeGreaterThan(20);
    const [a, b, c, d, e, f, g] = siteCars;
    const justSold = new Date(now.getTime() - 3_600_000);
    await handle.db.update(cars).set({ price: 151_000, colour: 'Mauve', features: ['Sunroof', 'Tow Bar'] }).where(eq(cars.id, a!.id));
    await handle.db.update(cars).set({ status: 'sold', soldAt: justSold }).where(eq(cars.id, b!.id));
    await handle.db.update(cars).set({ showOnDealerWebsite: false }).where(eq(cars.id, c!.id));
    await handle.db.update(cars).set({ status: 'coming_soon', km: 0, year: 2030 }).where(eq(cars.id, d!.id));
    await handle.db.delete(cars).where(eq(cars.id, e!.id));
    // To another dealership of the network, with that dealership's location.
    const [elsewhere] = await handle.db.select().from(locations).where(sql`${locations.dealershipId} <> ${f!.dealershipId}`).limit(1);
    await handle.db.update(cars).set({ dealershipId: elsewhere!.dealershipId, locationId: elsewhere!.id }).where(eq(cars.id, f!.id));
    // A new car like g: its identity and generated columns are the database's to fill.
    const copy = Object.fromEntries(
      Object.entries(g!).filter(([key]) => !['id', 'searchWords', 'dealershipWords', 'weeklyPayment'].includes(key)),
    ) as typeof cars.$inferInsert;
    await handle.db
      .insert(cars)
      .values({ ...copy, slug: `${g!.slug}-copy`, stocknum: `${g!.stocknum}C`, price: 9_990, createdAt: new Date(now.getTime() - 60_000) });
    // A statement touching many cars at once, changing nothing counted for most of them.
    await handle.db.update(cars).set({ updatedAt: now }).where(inArray(cars.dealershipId, [a!.dealershipId, f!.dealershipId]));
    await handle.db.update(cars).set({ tag: 'Hot' }).where(inArray(cars.id, siteCars.slice(7, 15).map((car) => car.id)));
    // Places: a location renamed and moved to another city, a dealership renamed.
    await handle.db.update(locations).set({ name: 'Northside Yard', city: 'Ballarat' }).where(eq(locations.id, a!.locationId));
    await handle.db.update(dealerships).set({ name: 'Renamed Motors' }).where(eq(dealerships.id, g!.dealershipId));

    expect(await stored()).toEqual(await recounted());
    const zero = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from search_facet_counts where n <= 0`);
    expect(zero[0]!.n).toBe(0);
    await expectTallyMirrorsCars();
    await expectCountedEqualsScanned();
  });
});
