import { and, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarHit, CarStatus } from '../../domain/types';
import { RANGE_FACETS, type CarTypeCounts, type FacetCounts, type FacetStats, type RangeFacet, type SearchQuery } from '../../domain/search/search-query';
import type { Db } from '../client';
import { isEmbedded } from '../embedded';
import { queryPlanned } from '../prepared';
import { queryRows } from '../rows';
import { cars } from '../schema';
import { tallySearch } from '../../domain/search/search-tally';
import { countedStatement, isCountable } from './search-counted';
import { HIT_COLUMNS, packedFacets, searchStatement, type CarHitColumns } from './search-statement';
import { decodeTallied, pageStatement, talliedStatement, type TalliedRow } from './search-tallied';
import { queryWords, textCondition, usesDealershipWords } from './search-text';
import { stockScopeWhere } from './stock-scope';

/** Faceted search in SQL: the statement is in search-statement.ts, text matching in search-text.ts (docs/search.md). */

type HitRow = CarHitColumns & {
  locationName: string;
  city: string;
  state: string;
  dealershipSlug: string;
  dealershipName: string;
};

export type SearchRows = { hits: CarHit[]; count: number; facets: FacetCounts; facetStats: FacetStats };

export async function searchCars(
  db: Db,
  scope: StockScope,
  statuses: CarStatus[],
  query: SearchQuery,
  stockNumber: string | null,
  path?: SearchPath,
): Promise<SearchRows> {
  // Rows cost PGlite more than JSON: each is made in WASM, encoded and parsed again in JavaScript.
  // A server builds the JSON slower than it sends the rows, so there they stay rows.
  const pack = isEmbedded(db) ? packedFacets : (statement: SQL) => statement;
  if (isCountable(scope, statuses, query)) return reshapeFacets(await queryPlanned<FacetRow>(db, pack(countedStatement(scope, statuses, query))));
  const words = queryWords(query.query);
  const siteSized = usesDealershipWords(scope.dealershipIds);
  if ((path ?? searchPath(siteSized, words)) === 'tallied') {
    const tallied = await talliedSearch(db, talliedStatement(scope, statuses, words, stockNumber), query);
    if (tallied) return tallied;
  }
  // A stock number is matched on its own column, so only plain text lets the words stand for the scope's dealerships.
  const dealershipsImplied = words.length > 0 && stockNumber === null && siteSized;
  const scoped = and(
    stockScopeWhere(scope, statuses, { dealershipsImplied }),
    textCondition(words, stockNumber, scope.dealershipIds),
  ) as SQL;
  const statement = pack(searchStatement(scope, scoped, query));
  // A plan made once cannot see how many dealerships a scope lists, and for a group or marketplace
  // scope that number decides the plan (scanning the dealership index for thousands of sites was
  // the slowest choice on offer), so only site-sized scopes are planned once.
  const rows = siteSized ? await queryPlanned<FacetRow>(db, statement) : await queryRows<FacetRow>(db, statement);
  return reshapeFacets(rows);
}

/**
 * How a search that the trigger-kept counts cannot answer is counted: by the scanning statement's
 * grouping sets, or in memory (tallied). Text over more than a site-sized scope matches cars all
 * over the network, and counting those in memory cost PGlite a fraction of the grouping sets
 * (docs/search.md, "Sixth stop"). Tests pass the path to compare the two.
 */
export type SearchPath = 'scanning' | 'tallied';

function searchPath(siteSized: boolean, words: string[]): SearchPath {
  return words.length > 0 && !siteSized ? 'tallied' : 'scanning';
}

/** Null when a car's values cannot be told apart in the packed form (search-tallied.ts): the scanning statement answers then. */
async function talliedSearch(db: Db, statement: SQL, query: SearchQuery): Promise<SearchRows | null> {
  const [row] = await queryRows<TalliedRow>(db, statement);
  const matching = decodeTallied(row ?? { cars: null, places: null });
  if (!matching) return null;
  const tally = tallySearch(matching, query);
  const { hits } = tally.pageIds.length > 0 ? reshapeFacets(await queryPlanned<FacetRow>(db, pageStatement(tally.pageIds))) : { hits: [] };
  return { hits, count: tally.count, facets: tally.facets, facetStats: tally.facetStats };
}

/**
 * The page's cars travel inside the search statement as JSON (one row_to_json per hit). JSON keys
 * are the database names and timestamps are ISO strings, so they are mapped back to the row type here.
 */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const HIT_FIELDS = HIT_COLUMNS.map(([key, column]) => ({ key, name: snakeCase(key), isTimestamp: column.columnType === 'PgTimestamp' }));

type HitPlace = Omit<HitRow, keyof CarHitColumns>;

function decodeHit(json: Record<string, unknown>, place: HitPlace): HitRow {
  const row: Record<string, unknown> = {};
  for (const { key, name, isTimestamp } of HIT_FIELDS) {
    const value = json[name];
    row[key] = isTimestamp && value != null ? new Date(value as string) : value;
  }
  return { ...(row as CarHitColumns), ...place };
}

type FacetRow = { facet: string; value: string | null; n: string | number } & Record<`min_${RangeFacet}` | `max_${RangeFacet}`, string | number | null>;

/** A 'hit' row's value: where the car is, then the car's columns by database name. */
type HitJson = [string | null, string | null, string | null, string | null, string | null, Record<string, unknown> | null];

function reshapeFacets(rows: FacetRow[]): SearchRows {
  const facets: Record<string, Record<string, number>> = {};
  const stats: Partial<Record<RangeFacet, { min: number; max: number }>> = {};
  const widen = (key: RangeFacet, row: FacetRow) => {
    const [min, max] = [row[`min_${key}`], row[`max_${key}`]];
    if (min === null || max === null) return;
    const current = stats[key];
    stats[key] = current
      ? { min: Math.min(current.min, Number(min)), max: Math.max(current.max, Number(max)) }
      : { min: Number(min), max: Number(max) };
  };
  let count = 0;
  const hits: [number, CarHit][] = [];
  for (const row of rows) {
    if (row.facet === 'hit') {
      const [locationName, city, state, dealershipSlug, dealershipName, car] = JSON.parse(row.value ?? '[]') as HitJson;
      if (!car) continue;
      const place = { locationName: locationName ?? '', city: city ?? '', state: state ?? '', dealershipSlug: dealershipSlug ?? '', dealershipName: dealershipName ?? '' };
      hits.push([Number(row.n), toCarHit(decodeHit(car, place))]);
    } else if (row.facet === 'count') {
      // The counted search adds its sold cars' count to the counts' (search-counted.ts).
      count += Number(row.n);
      for (const key of RANGE_FACETS) widen(key, row);
    } else if (row.facet.startsWith('range:')) {
      widen(row.facet.slice('range:'.length) as RangeFacet, row);
    } else if (row.facet === 'facets') {
      // packedFacets: every facet value's count as [facet, value, n] in one JSON array (null when there are none).
      for (const [facet, value, n] of JSON.parse(row.value ?? '[]') as [string, string | null, number][]) {
        if (value === null) continue;
        const counts = (facets[facet] ??= {});
        counts[value] = (counts[value] ?? 0) + n;
      }
    } else if (row.value !== null) {
      const counts = (facets[row.facet] ??= {});
      counts[row.value] = (counts[row.value] ?? 0) + Number(row.n);
    }
  }
  return { hits: hits.sort((a, b) => a[0] - b[0]).map(([, hit]) => hit), count, facets, facetStats: stats };
}

/** A hit row as the domain's car: the card's derived fields are computed once, here. */
function toCarHit(row: HitRow): CarHit {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    make: row.make,
    model: row.model,
    badge: row.badge,
    series: row.series,
    year: row.year,
    km: row.km,
    stocknum: row.stocknum,
    vin: row.vin,
    price: row.price,
    beforePrice: row.beforePrice,
    subscriptionPrice: row.subscriptionPrice,
    carType: row.carType as CarHit['carType'],
    status: row.status as CarHit['status'],
    reserved: row.reserved,
    reservable: row.reservable,
    preorder: row.preorder,
    tag: row.tag,
    certified: row.certified,
    createdAt: row.createdAt,
    soldAt: row.soldAt,
    showOnDealerWebsite: row.showOnDealerWebsite,
    dealershipId: row.dealershipId,
    dealershipSlug: row.dealershipSlug,
    dealershipName: row.dealershipName,
    locationId: row.locationId,
    locationName: row.locationName,
    distributionLocationIds: row.distributionLocationIds,
    city: row.city,
    state: row.state,
    simpleFuel: row.simpleFuel,
    simpleBody: row.simpleBody,
    simpleDrive: row.simpleDrive,
    transmission: row.transmission,
    colour: row.colour,
    seats: row.seats,
    categories: row.categories,
    features: row.features,
    itemType: row.itemType,
    weeklyPayment: row.weeklyPayment,
    images: row.images,
    primaryImageUrl: row.images[0]?.url ?? null,
    photosCount: row.images.length,
    hasNvic: row.hasNvic,
    customRank: row.customRank,
  };
}

/** New, used and demo counts of the site's listed stock (SPEC 7 car-types query). */
export async function carTypeCountsOf(db: Db, scope: StockScope, statuses: CarStatus[]): Promise<CarTypeCounts> {
  const rows = await db
    .select({ carType: cars.carType, n: sql<number>`count(*)`.mapWith(Number) })
    .from(cars)
    .where(stockScopeWhere(scope, statuses))
    .groupBy(cars.carType);
  const counts: CarTypeCounts = { new: 0, used: 0, demo: 0 };
  for (const r of rows) if (r.carType in counts) counts[r.carType as keyof CarTypeCounts] = r.n;
  return counts;
}

/** The makes and models a site lists, for resolving /search/{make}/{model} slugs. */
export async function makesAndModelsOf(db: Db, scope: StockScope, statuses: CarStatus[]): Promise<{ make: string; model: string }[]> {
  return db
    .selectDistinct({ make: cars.make, model: cars.model })
    .from(cars)
    .where(stockScopeWhere(scope, statuses))
    .orderBy(cars.make, cars.model);
}
