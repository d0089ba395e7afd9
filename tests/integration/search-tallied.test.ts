import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cars, dealerships, locations } from '../../src/db/schema';
import { searchCars, type SearchPath } from '../../src/db/queries/search';
import { decodeTallied, talliedStatement, type TalliedRow } from '../../src/db/queries/search-tallied';
import { queryWords } from '../../src/db/queries/search-text';
import { queryRows } from '../../src/db/rows';
import type { StockScope } from '../../src/domain/inclusion';
import { RANGE_FACETS, SORTS, VALUE_FACETS, EMPTY_QUERY, type SearchQuery } from '../../src/domain/search/search-query';
import type { CarStatus } from '../../src/domain/types';
import { Rng } from '../../src/seed/prng';
import { stockNumberQuery } from '../../src/domain/search/parse';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * The tallied search (src/domain/search/search-tally.ts over src/db/queries/search-tallied.ts) answers
 * exactly as the scanning statement: every hit, count, facet value count and range statistic, for
 * random queries over the demo network and over generated cars whose values reach the edges the
 * packing must keep apart (null, '', empty and duplicated arrays, a price on application, separators).
 */
const REFERENCE_DATE = '2026-11-23';
const now = new Date(`${REFERENCE_DATE}T12:00:00Z`);
const statuses: CarStatus[] = ['in_stock', 'coming_soon'];

type Handle = TestDatabase;

/** Whether the packed form could be decoded (otherwise the tallied path answers with the scanning statement). */
async function decodes(handle: Handle, scope: StockScope, query: SearchQuery): Promise<boolean> {
  const [row] = await queryRows<TalliedRow>(handle.db, talliedStatement(scope, statuses, queryWords(query.query), stockNumberQuery(query.query)));
  return decodeTallied(row!) !== null;
}

async function both(handle: Handle, scope: StockScope, query: SearchQuery) {
  const stockNumber = stockNumberQuery(query.query);
  const run = (path: SearchPath) => searchCars(handle.db, scope, statuses, query, stockNumber, path);
  return { scanning: await run('scanning'), tallied: await run('tallied'), chosen: await searchCars(handle.db, scope, statuses, query, stockNumber) };
}

/** Facet values actually present, to pick filters that select something. */
async function facetValues(handle: Handle) {
  const rows = await handle.db
    .select({ make: cars.make, model: cars.model, colour: cars.colour, body: cars.simpleBody, fuel: cars.simpleFuel, tag: cars.tag, badge: cars.badge, features: cars.features, city: locations.city, dealership: dealerships.name })
    .from(cars)
    .innerJoin(locations, sql`${locations.id} = ${cars.locationId}`)
    .innerJoin(dealerships, sql`${dealerships.id} = ${cars.dealershipId}`);
  const of = (pick: (r: (typeof rows)[number]) => (string | null)[]) => [...new Set(rows.flatMap(pick).filter((v): v is string => v !== null))];
  return {
    make: of((r) => [r.make]),
    make_model: of((r) => [`${r.make} ${r.model}`]),
    colour: of((r) => [r.colour]),
    body: of((r) => [r.body]),
    fuel: of((r) => [r.fuel]),
    tag: of((r) => [r.tag]),
    badge: of((r) => [r.badge]),
    filtered_features: of((r) => r.features),
    city: of((r) => [r.city]),
    dealership_name: of((r) => [r.dealership]),
    car_type: ['new', 'used', 'demo'],
    price_range: ['0-10000', '10000-20000', '20000-30000', '30000-40000'],
    seats: ['2', '5', '7'],
    certified: ['true', 'false'],
  } as Partial<Record<(typeof VALUE_FACETS)[number], string[]>>;
}

function randomQuery(rng: Rng, values: Awaited<ReturnType<typeof facetValues>>, words: readonly string[]): SearchQuery {
  const query: SearchQuery = { ...EMPTY_QUERY, filters: {}, ranges: {}, query: rng.pick(words), sort: rng.pick(SORTS), page: rng.int(1, 3), hitsPerPage: rng.pick([5, 21, 100]) };
  for (let i = rng.int(0, 3); i > 0; i--) {
    const facet = rng.pick(Object.keys(values) as (keyof typeof values)[]);
    const choices = values[facet] ?? [];
    if (choices.length > 0) query.filters[facet] = [...new Set([rng.pick(choices), rng.pick(choices)])];
  }
  if (rng.chance(0.4)) query.ranges.price = { min: rng.pick([null, 5_000, 20_000]), max: rng.pick([null, 30_000, 60_000]) };
  if (rng.chance(0.3)) query.ranges.year = { min: rng.pick([null, 2015, 2020]), max: rng.pick([null, 2023]) };
  if (rng.chance(0.2)) query.ranges.subscription_price = { min: 100, max: null };
  if (rng.chance(0.2)) query.ranges.created_at_timestamp = { min: Math.floor(now.getTime() / 1000) - 40 * 86_400, max: null };
  if (rng.chance(0.1)) query.ranges[rng.pick(RANGE_FACETS)] = { min: 0, max: 0 };
  return query;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('tallied search equals the scanning statement', () => {
  let handle: Handle;
  let dealershipIds: number[] = [];

  beforeAll(async () => {
    handle = await openSeededTestDatabase();
    dealershipIds = (await handle.db.select({ id: dealerships.id }).from(dealerships)).map((d) => d.id).sort((a, b) => a - b);
  });

  afterAll(async () => {
    await handle?.drop();
  });

  /** Scopes of every size the tallied path may meet: the network as an interval, with a gap, as a plain long list, and one site. */
  const scopes = (): StockScope[] => {
    const base: StockScope = { dealershipIds: [], soldSince: new Date(now.getTime() - 3 * 86_400_000), carTypes: null, makes: null, minYear: null, excludedStockNumbers: [] };
    const greatest = dealershipIds[dealershipIds.length - 1] as number;
    return [
      { ...base, dealershipIds: range(1, greatest + 60) },
      { ...base, dealershipIds: range(1, greatest + 60).filter((id) => id !== dealershipIds[1]) },
      { ...base, dealershipIds: [...dealershipIds.filter((id) => id !== dealershipIds[0]), ...range(1_000_000, 1_000_050)] },
      { ...base, dealershipIds: [dealershipIds[2] as number], makes: ['Toyota', 'Kia', 'Mazda'], minYear: 2016 },
    ];
  };

  async function compare(rounds: number, seed: number, words: readonly string[]): Promise<number> {
    const rng = new Rng(seed);
    const values = await facetValues(handle);
    const every = scopes();
    let matched = 0;
    let decoded = 0;
    for (let round = 0; round < rounds; round++) {
      const scope = every[round % every.length] as StockScope;
      const query = randomQuery(rng, values, words);
      const { scanning, tallied, chosen } = await both(handle, scope, query);
      const label = JSON.stringify({ scope: scope.dealershipIds.length, query });
      expect(tallied, label).toEqual(scanning);
      expect(chosen, label).toEqual(scanning);
      matched += scanning.count;
      if (await decodes(handle, scope, query)) decoded++;
    }
    // The queries are not all empty answers.
    expect(matched).toBeGreaterThan(rounds);
    return decoded;
  }

  it('on the demo network: random text, filters, ranges, sorts, pages and scopes', async () => {
    const decoded = await compare(80, 20261125, ['', 'toyota', 'automatic', 'suv', 'ute', 'white', 'diesel ute', 'cor', 'utes', 'hybrid']);
    expect(decoded).toBe(80);
  }, 240_000);

  it('on generated cars with edge values: null, empty, duplicated, a price on application', async () => {
    const places = await handle.db.select({ id: locations.id, dealershipId: locations.dealershipId }).from(locations);
    const rng = new Rng(7);
    const optional = <T,>(items: readonly T[]) => (rng.chance(0.25) ? null : rng.pick(items));
    const generated = range(1, 400).map((i) => {
      const place = rng.pick(places);
      return {
        dealershipId: place.dealershipId,
        locationId: place.id,
        slug: `gen-${i}`,
        name: `Generated ${i}`,
        make: rng.pick(['Genmake', 'Toyota', 'Kia']),
        model: rng.pick(['Alpha', 'Beta Two', 'Corolla']),
        badge: optional(['GX', '', 'Sport Edition', 'Plain']),
        year: rng.int(2010, 2026),
        km: rng.int(0, 200_000),
        stocknum: `GEN${1000 + i}`,
        price: rng.pick([-1, 0, 9_999, 10_000, 25_000, 149_999, 150_000, 400_000]),
        subscriptionPrice: optional([0, 120, 450]),
        carType: rng.pick(['new', 'used', 'demo']),
        status: rng.pick(['in_stock', 'in_stock', 'coming_soon', 'sold']),
        soldAt: new Date(now.getTime() - rng.int(0, 6) * 86_400_000),
        colour: optional(['White', '', 'Red-ish', 'Blue']),
        tag: optional(['Sale', '', '\u0002']),
        simpleBody: optional(['suv', 'ute', 'sedan']),
        simpleFuel: optional(['Petrol', 'Diesel']),
        transmission: optional(['Automatic', 'Manual']),
        seats: optional([2, 5, 7]),
        certified: rng.chance(0.3),
        showOnDealerWebsite: rng.chance(0.9),
        categories: rng.pick([[], [''], ['Family'], ['Family', 'Family'], ['Work Ute']]),
        features: rng.pick([[], ['Bluetooth'], ['Bluetooth', 'Sunroof'], ['', 'Bluetooth']]),
        customRank: rng.int(0, 3),
        createdAt: new Date(now.getTime() - rng.int(0, 90) * 86_400_000 - rng.int(0, 999_999) * 7),
        financeLenders: rng.chance(0.5) ? { A: { paymentWeek: rng.pick([-5, 0, 99, 100, 501]) } } : {},
      };
    });
    await handle.db.insert(cars).values(generated as never);
    const decoded = await compare(80, 99, ['', 'genmake', 'alpha', 'beta two', 'corolla', 'gen1', 'GEN1044', 'kia']);
    expect(decoded).toBe(80);
  }, 240_000);

  it('answers through the scanning statement when a value holds a packing separator', async () => {
    const [place] = await handle.db.select({ id: locations.id, dealershipId: locations.dealershipId }).from(locations).limit(1);
    const odd = [
      { badge: 'Sport\u001fEdition', colour: 'White', categories: [] as string[] },
      { badge: null, colour: 'Red\u001eish', categories: [] as string[] },
      { badge: null, colour: null, categories: ['Work\u001dUte'] },
    ];
    await handle.db.insert(cars).values(
      odd.map((car, i) => ({ ...car, dealershipId: place!.dealershipId, locationId: place!.id, slug: `odd-${i}`, name: `Oddcar ${i}`, make: 'Oddmake', model: 'Oddmodel', year: 2020, stocknum: `ODD${i}`, carType: 'used', status: 'in_stock' })),
    );
    const scope = scopes()[0]!;
    for (const query of [{ ...EMPTY_QUERY, query: 'oddmake' }, { ...EMPTY_QUERY, query: 'oddcar', filters: { colour: ['White'] } }]) {
      expect(await decodes(handle, scope, query)).toBe(false);
      const { scanning, tallied, chosen } = await both(handle, scope, query);
      expect(scanning.count).toBe(query.filters.colour ? 1 : 3);
      expect(tallied).toEqual(scanning);
      expect(chosen).toEqual(scanning);
    }
  });
});
