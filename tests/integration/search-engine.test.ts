import { and, eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, dealerships, locations, websites } from '../../src/db/schema';
import { packedFacets, searchStatement } from '../../src/db/queries/search-statement';
import { queryWords, textCondition, usesDealershipWords } from '../../src/db/queries/search-text';
import { stockScopeWhere } from '../../src/db/queries/stock-scope';
import { queryRows } from '../../src/db/rows';
import { loadSite } from '../../src/db/queries/websites';
import { inScope, listedStatuses, stockScope, type StockScope } from '../../src/domain/inclusion';
import type { CarStatus, Site } from '../../src/domain/types';
import { Rng } from '../../src/seed/prng';
import { bandOf, priceBandOf, WEEKLY_BANDS } from '../../src/domain/price-bands';
import { postgresSearchEngine } from '../../src/search/postgres-engine';
import {
  EMPTY_QUERY,
  RANGE_FACETS,
  VALUE_FACETS,
  type RangeFacet,
  type SearchQuery,
  type ValueFacet,
} from '../../src/domain/search/search-query';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

const REFERENCE_DATE = '2026-11-23';
const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);

type Row = typeof cars.$inferSelect & { city: string; state: string; locationName: string; dealershipName: string };

/** A car's value for each value facet, computed in JavaScript independently of the SQL. */
function facetValues(row: Row): Record<ValueFacet, string[]> {
  const one = (v: string | number | boolean | null) => (v === null ? [] : [String(v)]);
  return {
    status: one(row.status),
    badge: one(row.badge),
    car_type: one(row.carType),
    categories: row.categories,
    city: one(row.city),
    colour: one(row.colour),
    dealership_name: one(row.dealershipName),
    filtered_features: row.features,
    item_type: one(row.itemType),
    location_name: one(row.locationName),
    make: one(row.make),
    make_model: one(`${row.make} ${row.model}`),
    model: one(row.model),
    price_range: one(priceBandOf(row.price)),
    seats: one(row.seats),
    body: one(row.simpleBody),
    drive: one(row.simpleDrive),
    fuel: one(row.simpleFuel),
    transmission: one(row.transmission),
    state: one(row.state),
    tag: one(row.tag),
    weekly_price_range: row.weeklyPayment === null ? [] : [bandOf(row.weeklyPayment, WEEKLY_BANDS)],
    certified: one(row.certified),
  };
}

function rangeValue(row: Row, key: RangeFacet): number | null {
  switch (key) {
    case 'price':
      return row.price;
    case 'subscription_price':
      return row.subscriptionPrice;
    case 'km':
      return row.km;
    case 'year':
      return row.year;
    case 'created_at_timestamp':
      return Math.floor(row.createdAt.getTime() / 1000);
  }
}

function matchesGroup(row: Row, query: SearchQuery, group: string): boolean {
  if ((VALUE_FACETS as readonly string[]).includes(group)) {
    const selected = query.filters[group as ValueFacet] ?? [];
    return facetValues(row)[group as ValueFacet].some((v) => selected.includes(v));
  }
  const range = query.ranges[group as RangeFacet]!;
  const value = rangeValue(row, group as RangeFacet);
  return value !== null && (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

function bruteForce(rows: Row[], query: SearchQuery) {
  const groups = [
    ...Object.entries(query.filters).filter(([, v]) => v && v.length > 0).map(([k]) => k),
    ...Object.keys(query.ranges),
  ];
  const matchingExcept = (except: string | null) =>
    rows.filter((r) => groups.every((g) => g === except || matchesGroup(r, query, g)));
  const facets: Record<string, Record<string, number>> = {};
  for (const facet of VALUE_FACETS) {
    for (const row of matchingExcept(groups.includes(facet) ? facet : null)) {
      for (const value of facetValues(row)[facet]) {
        const counts = (facets[facet] ??= {});
        counts[value] = (counts[value] ?? 0) + 1;
      }
    }
  }
  const facetStats: Record<string, { min: number; max: number }> = {};
  for (const key of RANGE_FACETS) {
    const values = matchingExcept(groups.includes(key) ? key : null)
      .map((r) => rangeValue(r, key))
      .filter((v): v is number => v !== null);
    if (values.length > 0) facetStats[key] = { min: Math.min(...values), max: Math.max(...values) };
  }
  return { count: matchingExcept(null).length, facets, facetStats };
}

/** Whether a car attribute holds a word, read in JavaScript apart from car_words ('Plug-in Hybrid' holds 'hybrid'). */
function holds(value: string | null, word: string): boolean {
  return value !== null && value.toLowerCase().split(/\s+/).includes(word);
}

/**
 * Free text on the car's body, fuel, drive and transmission, and the cars each query must find:
 * none of these words occurs in the demo cars' names, makes, models, badges, series or colours,
 * so the attribute alone decides. The misspelt queries begin no word and reach theirs through the
 * typo fallback (trigram similarity 0.5 and 0.58).
 */
const ATTRIBUTE_TEXT: [query: string, finds: (row: Row) => boolean][] = [
  ['ute', (r) => holds(r.simpleBody, 'ute')],
  ['diesel ute', (r) => holds(r.simpleFuel, 'diesel') && holds(r.simpleBody, 'ute')],
  ['Automatic SUV', (r) => holds(r.transmission, 'automatic') && holds(r.simpleBody, 'suv')],
  ['manual', (r) => holds(r.transmission, 'manual')],
  ['4wd', (r) => holds(r.simpleDrive, '4wd')],
  ['petrol hatch', (r) => holds(r.simpleFuel, 'petrol') && (r.simpleBody ?? '').startsWith('hatch')],
  ['utes', (r) => holds(r.simpleBody, 'ute')],
  ['automatc suv', (r) => holds(r.transmission, 'automatic') && holds(r.simpleBody, 'suv')],
];

describe('search engine on the demo network', () => {
  let handle: TestDatabase;
  const sites: { site: Site; rows: Row[] }[] = [];
  let everyCar: Row[] = [];

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    const all = await handle.db
      .select({ car: cars, city: locations.city, state: locations.state, locationName: locations.name, dealershipName: dealerships.name })
      .from(cars)
      .innerJoin(locations, eq(locations.id, cars.locationId))
      .innerJoin(dealerships, eq(dealerships.id, cars.dealershipId));
    everyCar = all.map(({ car, ...place }) => ({ ...car, ...place }));
    for (const slug of ['summit-auto-group', 'coastal-ev', 'redline-motors', 'lone-star-autos']) {
      const [w] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
      const site = (await loadSite(handle.db, w!.id))!;
      const scope = stockScope(site, now);
      const statuses = listedStatuses(site);
      const rows = everyCar.filter((r) => inScope({ ...r, status: r.status as CarStatus }, scope, statuses));
      sites.push({ site, rows });
    }
  });

  afterAll(async () => {
    await handle?.drop();
  });

  it('counts every facet disjunctively, equal to a brute-force count, for random filter combinations', async () => {
    const engine = postgresSearchEngine(handle.db);
    const rng = new Rng(20261123);
    for (let round = 0; round < 60; round++) {
      const { site, rows } = sites[round % sites.length]!;
      const query: SearchQuery = { ...EMPTY_QUERY, filters: {}, ranges: {} };
      const facetCount = rng.int(0, 3);
      for (let i = 0; i < facetCount; i++) {
        const facet = rng.pick(VALUE_FACETS);
        const values = [...new Set(rows.flatMap((r) => facetValues(r)[facet]))];
        if (values.length === 0) continue;
        query.filters[facet] = [...new Set([rng.pick(values), rng.pick(values)])];
      }
      if (rng.chance(0.5)) query.ranges.price = { min: rng.pick([null, 5_000, 20_000]), max: rng.pick([null, 30_000, 60_000]) };
      if (rng.chance(0.3)) query.ranges.year = { min: 2015, max: null };
      const scope = stockScope(site, now);
      const result = await engine.search(scope, listedStatuses(site), query);
      const expected = bruteForce(rows, query);
      expect(result.count, JSON.stringify(query)).toBe(expected.count);
      expect(result.facets, JSON.stringify(query)).toEqual(expected.facets);
      expect(result.facetStats, JSON.stringify(query)).toEqual(expected.facetStats);
      expect(result.hits.length).toBe(Math.min(query.hitsPerPage, expected.count));
    }
  }, 240_000); // 60 rounds of brute-force counting: about 20 s idle, over a minute on a busy machine.

  it('counts a scope of more dealerships than a site has as a brute-force count, without the dealership it leaves out', async () => {
    const engine = postgresSearchEngine(handle.db);
    const { site } = sites[0]!;
    const statuses = listedStatuses(site);
    const leftOut = sites[1]!.rows[0]!.dealershipId;
    const group: StockScope = {
      ...stockScope(site, now),
      dealershipIds: [...[...new Set(everyCar.map((r) => r.dealershipId))].filter((id) => id !== leftOut), ...Array.from({ length: 50 }, (_, i) => 1_000_000 + i)],
    };
    expect(usesDealershipWords(group.dealershipIds)).toBe(false);
    const rows = everyCar.filter((r) => inScope({ ...r, status: r.status as CarStatus }, group, statuses));
    expect(rows.length).toBeGreaterThan(0);
    // The left-out dealership has cars the scope would list if it named the dealership.
    const leftOutScope = { ...group, dealershipIds: [leftOut] };
    expect(everyCar.some((r) => inScope({ ...r, status: r.status as CarStatus }, leftOutScope, statuses))).toBe(true);
    const queries: SearchQuery[] = [
      EMPTY_QUERY,
      { ...EMPTY_QUERY, filters: { body: ['suv', 'ute'] }, ranges: { price: { min: 10_000, max: null } } },
      { ...EMPTY_QUERY, filters: { make: ['Kia', 'Toyota'], colour: ['White'] } },
    ];
    for (const query of queries) {
      const result = await engine.search(group, statuses, { ...query, hitsPerPage: rows.length + 1 });
      const expected = bruteForce(rows, query);
      expect(result.count, JSON.stringify(query)).toBe(expected.count);
      expect(result.facets, JSON.stringify(query)).toEqual(expected.facets);
      expect(result.facetStats, JSON.stringify(query)).toEqual(expected.facetStats);
      expect(result.hits.some((h) => h.dealershipId === leftOut)).toBe(false);
    }
  });

  it('pages and sorts in SQL: pages partition the matches in the sort order', async () => {
    const engine = postgresSearchEngine(handle.db);
    const { site } = sites[0]!;
    const base: SearchQuery = { ...EMPTY_QUERY, filters: { make: ['Kia'] }, sort: 'price_asc', hitsPerPage: 50 };
    const first = await engine.search(stockScope(site, now), listedStatuses(site), base);
    const second = await engine.search(stockScope(site, now), listedStatuses(site), { ...base, page: 2 });
    const prices = [...first.hits, ...second.hits].map((h) => h.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set([...first.hits, ...second.hits].map((h) => h.id)).size).toBe(first.hits.length + second.hits.length);
    expect(first.pages).toBe(Math.ceil(first.count / 50));
  });

  it('finds text by prefix, with a typo, and a stock number exactly', async () => {
    const engine = postgresSearchEngine(handle.db);
    const { site, rows } = sites[0]!;
    const scope = stockScope(site, now);
    const statuses = listedStatuses(site);
    const sportage = rows.filter((r) => r.model === 'Sportage').length;
    expect(sportage).toBeGreaterThan(0);
    for (const text of ['sporta', 'SPORTAGE', 'sportge', 'kia sportage']) {
      const found = await engine.search(scope, statuses, { ...EMPTY_QUERY, query: text, filters: { model: ['Sportage'] } });
      expect(found.count, text).toBe(sportage);
    }
    const nothing = await engine.search(scope, statuses, { ...EMPTY_QUERY, query: 'zzqx' });
    expect(nothing.count).toBe(0);
    const wildcard = await engine.search(scope, statuses, { ...EMPTY_QUERY, query: '%_%' });
    expect(wildcard.count).toBe(0);
    const target = rows[17]!;
    const exact = await engine.search(scope, statuses, { ...EMPTY_QUERY, query: target.stocknum.toLowerCase() });
    expect(exact.hits.map((h) => h.id)).toEqual([target.id]);
  });

  it.each(ATTRIBUTE_TEXT)('finds %j by body, fuel, drive and transmission, as a brute-force filter does', async (text, finds) => {
    const engine = postgresSearchEngine(handle.db);
    const { site } = sites[0]!;
    const statuses = listedStatuses(site);
    // More dealerships than a site has take the other word column (search_words, as groups and the
    // marketplace do); the demo network has 12, so ids of no dealership make up the number.
    const network: StockScope = {
      ...stockScope(site, now),
      dealershipIds: [...new Set(everyCar.map((r) => r.dealershipId)), ...Array.from({ length: 50 }, (_, i) => 1_000_000 + i)],
    };
    expect(usesDealershipWords(network.dealershipIds)).toBe(false);
    const scopes = [
      ...sites.map(({ site: s, rows }) => ({ name: s.slug, scope: stockScope(s, now), statuses: listedStatuses(s), rows })),
      {
        name: 'network',
        scope: network,
        statuses,
        rows: everyCar.filter((r) => inScope({ ...r, status: r.status as CarStatus }, network, statuses)),
      },
    ];
    let found = 0;
    for (const { name, scope, statuses: listed, rows } of scopes) {
      const expected = rows.filter(finds).map((r) => r.id);
      const result = await engine.search(scope, listed, { ...EMPTY_QUERY, query: text, hitsPerPage: rows.length + 1 });
      expect(result.count, name).toBe(expected.length);
      expect(result.hits.map((h) => h.id).sort((a, b) => a - b), name).toEqual(expected.sort((a, b) => a - b));
      // The text must tell cars apart: some match, not every car does.
      expect(expected.length, name).toBeLessThan(rows.length);
      found += expected.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("never returns another site's cars", async () => {
    const engine = postgresSearchEngine(handle.db);
    const [summit, coastal] = [sites[0]!, sites[1]!];
    const result = await engine.search(stockScope(coastal.site, now), listedStatuses(coastal.site), { ...EMPTY_QUERY, hitsPerPage: 100 });
    const summitIds = new Set(summit.rows.map((r) => r.id));
    expect(result.hits.some((h) => summitIds.has(h.id))).toBe(false);
    expect(result.count).toBe(coastal.rows.length);
  });

  it('answers the same with its facet value counts packed into one JSON row as with a row per count', async () => {
    // PGlite takes the packed form and a server the rows; both are checked here on whichever engine runs.
    type Answer = { facet: string; value: string | null; n: string | number } & Record<string, unknown>;
    const plain = (row: Answer) => row.facet !== 'hit' && row.facet !== 'count' && !row.facet.startsWith('range:');
    const canonical = (rows: Answer[]) =>
      rows.map((row) => JSON.stringify(Object.values({ ...row, n: Number(row.n) }).map((v) => (typeof v === 'bigint' ? Number(v) : v)))).sort();
    const everyDealership = [...new Set(everyCar.map((r) => r.dealershipId))];
    const cases: [StockScope, CarStatus[], SearchQuery][] = [
      ...sites.map(({ site }) => [stockScope(site, now), listedStatuses(site), { ...EMPTY_QUERY, filters: { body: ['suv', 'ute'] }, ranges: { price: { min: 10_000, max: null } } }] as [StockScope, CarStatus[], SearchQuery]),
      [{ ...stockScope(sites[0]!.site, now), dealershipIds: everyDealership }, ['in_stock', 'coming_soon'], { ...EMPTY_QUERY, query: 'automatic' }],
    ];
    for (const [scope, statuses, query] of cases) {
      const words = queryWords(query.query);
      const scoped = and(stockScopeWhere(scope, statuses), textCondition(words, null, scope.dealershipIds)) as SQL;
      const rows = await queryRows<Answer>(handle.db, searchStatement(scope, scoped, query));
      const packed = await queryRows<Answer>(handle.db, packedFacets(searchStatement(scope, scoped, query)));
      const facetsRow = packed.find((row) => row.facet === 'facets');
      const unpacked = (JSON.parse(facetsRow?.value ?? '[]') as [string, string | null, number][]).map(([facet, value, n]) => ({ facet, value, n }));
      expect(unpacked.length).toBeGreaterThan(0);
      expect(unpacked.map((r) => JSON.stringify(r)).sort()).toEqual(
        rows.filter(plain).map((r) => JSON.stringify({ facet: r.facet, value: r.value, n: Number(r.n) })).sort(),
      );
      expect(canonical(packed.filter((row) => row.facet !== 'facets'))).toEqual(canonical(rows.filter((row) => !plain(row))));
    }
  });
});
