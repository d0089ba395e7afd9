import { and, getTableColumns, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import type { CarStatus } from '../../domain/types';
import { PRICE_BANDS, WEEKLY_BANDS } from '../../search/buckets';
import {
  RANGE_FACETS,
  VALUE_FACETS,
  type CarTypeCounts,
  type FacetCounts,
  type FacetStats,
  type RangeFacet,
  type SearchQuery,
  type SortKey,
  type ValueFacet,
} from '../../search/types';
import type { Db } from '../client';
import { queryPlanned } from '../prepared';
import { cars, dealerships, locations, searchVocabulary } from '../schema';
import { stockScopeWhere } from './stock-scope';

/**
 * Faceted search in SQL (docs/search.md explains the design).
 *
 * Facet counts are disjunctive: a facet's counts ignore that facet's own selection. Each scoped
 * car is tagged with how many selected filter groups it fails and, when exactly one, which. A car
 * failing none counts towards every facet; a car failing only group g counts towards g's facet
 * alone; a car failing two or more counts nowhere and is dropped before any grouping. One pass
 * then counts every facet value (an unpivot and a single GROUP BY), so the work grows with the
 * cars that nearly match, not with the number of facets times the stock.
 */

function bandCase(column: SQL, bands: readonly number[]): SQL {
  // The bands are numeric constants from src/search/buckets.ts, so they can be written into the SQL.
  const branches = bands
    .map((low, i) => sql`when ${column} >= ${sql.raw(String(low))} then ${sql.raw(`'${low}-${bands[i + 1] ?? ''}'`)}`)
    .reverse();
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

const createdEpoch = sql`extract(epoch from ${cars.createdAt})::bigint`;

/** The value a car has for each value facet, as text. */
const FACET_EXPR: Record<Exclude<ValueFacet, 'categories' | 'filtered_features'>, SQL> = {
  status: sql`${cars.status}`,
  badge: sql`${cars.badge}`,
  car_type: sql`${cars.carType}`,
  city: sql`${locations.city}`,
  colour: sql`${cars.colour}`,
  dealership_name: sql`${dealerships.name}`,
  item_type: sql`${cars.itemType}`,
  location_name: sql`${locations.name}`,
  make: sql`${cars.make}`,
  make_model: sql`(${cars.make} || ' ' || ${cars.model})`,
  model: sql`${cars.model}`,
  price_range: bandCase(sql`${cars.price}`, PRICE_BANDS),
  seats: sql`${cars.seats}::text`,
  body: sql`${cars.simpleBody}`,
  drive: sql`${cars.simpleDrive}`,
  fuel: sql`${cars.simpleFuel}`,
  transmission: sql`${cars.transmission}`,
  state: sql`${locations.state}`,
  tag: sql`${cars.tag}`,
  weekly_price_range: bandCase(sql`${cars.weeklyPayment}`, WEEKLY_BANDS),
  certified: sql`${cars.certified}::text`,
};

const ARRAY_FACET_EXPR: Record<'categories' | 'filtered_features', SQL> = {
  categories: sql`${cars.categories}`,
  filtered_features: sql`${cars.features}`,
};

const RANGE_EXPR: Record<RangeFacet, SQL> = {
  price: sql`${cars.price}`,
  subscription_price: sql`${cars.subscriptionPrice}`,
  km: sql`${cars.km}`,
  year: sql`${cars.year}`,
  created_at_timestamp: createdEpoch,
};

const SCALAR_FACETS = VALUE_FACETS.filter((f): f is keyof typeof FACET_EXPR => f in FACET_EXPR);

/** A LIKE prefix pattern with the shopper's wildcards escaped, so text is matched literally. */
function prefixPattern(token: string): string {
  return `${token.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export const MAX_QUERY_WORDS = 8;

export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/^["']+|["']+$/g, ''))
    .filter(Boolean)
    .slice(0, MAX_QUERY_WORDS);
}

/**
 * The vocabulary words each query word stands for: the words it begins or, when it begins none and
 * has three letters or more, its close trigram matches (a typo). Typos are a fallback so 'ranger'
 * does not also bring 'range', and because the trigram lookup costs several times the prefix one.
 * Resolving words first lets the car query use plain word-array matches that the planner can
 * combine with the site's index, instead of testing similarity car by car.
 */
export async function expandQueryWords(db: Db, words: string[], fuzzy: boolean): Promise<string[][]> {
  const lookup = async (condition: SQL) =>
    (await db.select({ word: searchVocabulary.word }).from(searchVocabulary).where(condition).limit(200)).map((r) => r.word);
  return Promise.all(
    words.map(async (word) => {
      if (isIdentifierWord(word)) return [word];
      const prefixed = await lookup(sql`${searchVocabulary.word} like ${prefixPattern(word)}`);
      if (prefixed.length > 0 || !fuzzy || word.length < 3) return prefixed;
      return lookup(sql`${searchVocabulary.word} % ${word}`);
    }),
  );
}

/** Stock numbers and VINs: matched exactly, never expanded (the same rule as is_identifier_word in SQL). */
export function isIdentifierWord(word: string): boolean {
  return word.length >= 6 && word.replace(/[^0-9]/g, '').length >= 4;
}

/** Up to this many dealerships, text is matched on dealership-keyed words (one site's index entries). */
const DEALERSHIP_WORDS_LIMIT = 50;

/** Whether text for this scope is matched on dealership-keyed words (which then imply the scope's dealerships). */
export function usesDealershipWords(dealershipIds: number[]): boolean {
  return dealershipIds.length > 0 && dealershipIds.length <= DEALERSHIP_WORDS_LIMIT;
}

/**
 * Text condition: every query word must match one of the car's words through its expansion. A
 * stock-number-like query also matches that stock number exactly (its words are expanded by
 * prefix only, so 'HT10234A' does not bring its neighbour 'HT10235A').
 */
export function textCondition(expansions: string[][], stockNumber: string | null, dealershipIds: number[]): SQL | undefined {
  if (expansions.length === 0) return undefined;
  const perDealership = usesDealershipWords(dealershipIds);
  const text = and(
    ...expansions.map((words) =>
      perDealership
        ? sql`${cars.dealershipWords} && ${sql.param(dealershipIds.flatMap((id) => words.map((w) => `${id}:${w}`)))}::text[]`
        : sql`${cars.searchWords} && ${sql.param(words)}::text[]`,
    ),
  ) as SQL;
  return stockNumber ? (or(sql`upper(${cars.stocknum}) = ${stockNumber.toUpperCase()}`, text) as SQL) : text;
}

type Group = { key: ValueFacet | RangeFacet; condition: SQL };

/** One condition per selected filter group; a group's own condition is left out of its facet's counts. */
function filterGroups(query: SearchQuery): Group[] {
  const groups: Group[] = [];
  for (const facet of VALUE_FACETS) {
    const values = query.filters[facet];
    if (!values || values.length === 0) continue;
    const condition =
      facet === 'categories' || facet === 'filtered_features'
        ? sql`${ARRAY_FACET_EXPR[facet]} && ${sql.param(values)}::text[]`
        : sql`${FACET_EXPR[facet]} = any(${sql.param(values)}::text[])`;
    groups.push({ key: facet, condition });
  }
  for (const facet of RANGE_FACETS) {
    const range = query.ranges[facet];
    if (!range || (range.min === null && range.max === null)) continue;
    const parts: SQL[] = [];
    if (range.min !== null) parts.push(sql`${RANGE_EXPR[facet]} >= ${range.min}`);
    if (range.max !== null) parts.push(sql`${RANGE_EXPR[facet]} <= ${range.max}`);
    groups.push({ key: facet, condition: sql`coalesce(${and(...parts)}, false)` });
  }
  return groups;
}

/** Sort orders over the scanned rows' columns (see facetSql); the id breaks ties so pages never overlap. */
const ORDER: Record<SortKey, string> = {
  newest: 'k_created_at desc, k_id desc',
  price_asc: 'r_price asc, k_created_at desc, k_id desc',
  price_desc: 'r_price desc, k_created_at desc, k_id desc',
  km_asc: 'r_km asc, k_created_at desc, k_id desc',
  year_desc: 'r_year desc, k_created_at desc, k_id desc',
  rank: 'k_rank desc, k_created_at desc, k_id desc',
};

export type HitRow = CarHitColumns & {
  locationName: string;
  city: string;
  state: string;
  dealershipSlug: string;
  dealershipName: string;
};

export type SearchRows = { hits: HitRow[]; count: number; facets: FacetCounts; facetStats: FacetStats };

export async function searchCars(
  db: Db,
  scope: StockScope,
  statuses: CarStatus[],
  query: SearchQuery,
  stockNumber: string | null,
): Promise<SearchRows> {
  const expansions = await expandQueryWords(db, queryWords(query.query), stockNumber === null);
  // A stock number is matched on its own column, so only plain text lets the words stand for the scope's dealerships.
  const dealershipsImplied = expansions.length > 0 && stockNumber === null && usesDealershipWords(scope.dealershipIds);
  const scoped = and(
    stockScopeWhere(scope, statuses, { dealershipsImplied }),
    textCondition(expansions, stockNumber, scope.dealershipIds),
  ) as SQL;
  const rows = await queryPlanned<FacetRow>(db, facetSql(scope, scoped, filterGroups(query), query));
  return reshapeFacets(rows);
}

/** Columns a hit never shows: the word arrays exist for matching, the rest belongs to the car page. */
const NOT_IN_HITS = ['searchWords', 'dealershipWords', 'description', 'financeLenders', 'paymentProcessors'] as const;
const HIT_COLUMNS = Object.entries(getTableColumns(cars)).filter(([key]) => !(NOT_IN_HITS as readonly string[]).includes(key));

/**
 * The page's cars travel inside the search statement as JSON (one row_to_json per hit): decoding
 * JSON costs about half of reading the same wide rows column by column, and it saves a second
 * query. JSON keys are the database names and timestamps are ISO strings, so they are mapped back
 * to the row type here.
 */
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const HIT_DECODERS = HIT_COLUMNS.map(([key, column]) => {
  const name = snakeCase(key);
  const isTimestamp = column.columnType === 'PgTimestamp';
  return (json: Record<string, unknown>) => [key, isTimestamp && json[name] != null ? new Date(json[name] as string) : json[name]] as const;
});

type HitPlace = Omit<HitRow, keyof CarHitColumns>;

function decodeHit(json: Record<string, unknown>, place: HitPlace): HitRow {
  return { ...(Object.fromEntries(HIT_DECODERS.map((decode) => decode(json))) as CarHitColumns), ...place };
}

type CarHitColumns = Omit<typeof cars.$inferSelect, (typeof NOT_IN_HITS)[number]>;

type FacetRow = { facet: string; value: string | null; n: string | number } & Record<`min_${RangeFacet}` | `max_${RangeFacet}`, string | number | null>;

const col = (prefix: string, key: string) => sql.identifier(`${prefix}_${key}`);

function facetSql(scope: StockScope, scoped: SQL, groups: Group[], query: SearchQuery): SQL {
  const fails = groups.length > 0 ? sql.join(groups.map((g) => sql`(not ${g.condition})::int`), sql` + `) : sql`0`;
  const failed =
    groups.length > 0
      ? sql`case ${sql.join(groups.map((g) => sql`when not ${g.condition} then ${g.key}`), sql` `)} end`
      : sql`null::text`;
  const facetColumns = sql.join(SCALAR_FACETS.map((f) => sql`${FACET_EXPR[f]} as ${col('f', f)}`), sql`, `);
  const rangeColumns = sql.join(RANGE_FACETS.map((f) => sql`${RANGE_EXPR[f]} as ${col('r', f)}`), sql`, `);
  const noStats = sql.join(RANGE_FACETS.flatMap(() => [sql`null::bigint`, sql`null::bigint`]), sql`, `);
  const stats = sql.join(
    RANGE_FACETS.flatMap((f) => [sql`min(${col('r', f)})::bigint as ${col('min', f)}`, sql`max(${col('r', f)})::bigint as ${col('max', f)}`]),
    sql`, `,
  );
  // In a grouping-set row only the grouped column is set, so its facet follows from GROUPING()'s
  // bit mask (bit i clear: the i-th column from the right is grouped) and its value is the coalesce.
  const all = (1 << SCALAR_FACETS.length) - 1;
  const facetOfSet = sql.join(
    SCALAR_FACETS.map((f, i) => sql`when ${sql.raw(String(all & ~(1 << (SCALAR_FACETS.length - 1 - i))))} then ${f}`),
    sql` `,
  );
  const grouped = sql.join(SCALAR_FACETS.map((f) => col('f', f)), sql`, `);
  const parts: SQL[] = [
    sql`select case grouping(${grouped}) ${facetOfSet} else 'count' end as facet, coalesce(${grouped}) as value, count(*) as n, ${stats}
        from kept where fails = 0
        group by grouping sets (${sql.join(SCALAR_FACETS.map((f) => sql`(${col('f', f)})`), sql`, `)}, ())`,
  ];
  for (const key of ['categories', 'filtered_features'] as const) {
    const when = groups.some((g) => g.key === key) ? sql`fails = 0 or failed = ${key}` : sql`fails = 0`;
    parts.push(sql`select ${key}, v, count(*), ${noStats} from kept, unnest(${col('a', key)}) v where ${when} group by v`);
  }
  for (const group of groups) {
    if ((RANGE_FACETS as readonly string[]).includes(group.key)) {
      parts.push(sql`select ${`range:${group.key}`}, null, count(*), ${stats} from kept where failed = ${group.key}`);
    } else if (group.key !== 'categories' && group.key !== 'filtered_features') {
      const f = group.key as keyof typeof FACET_EXPR;
      parts.push(sql`select ${f}, ${col('f', f)}, count(*), ${noStats} from kept where failed = ${f} group by ${col('f', f)}`);
    }
  }
  // The page of hits comes from the same scan, ranked; only the page's cars are then read in full.
  const hitColumns = sql.join(HIT_COLUMNS.map(([, column]) => sql`${column}`), sql`, `);
  parts.push(
    sql`select 'hit', json_build_array(f_location_name, f_city, f_state, k_dealership_slug, f_dealership_name,
          (select row_to_json(h) from (select ${hitColumns} from ${cars} where ${cars.id} = k_id) h))::text, place, ${noStats}
        from (select *, row_number() over (order by ${sql.raw(ORDER[query.sort])}) as place
          from kept where fails = 0 order by ${sql.raw(ORDER[query.sort])}
          limit ${query.hitsPerPage} offset ${(query.page - 1) * query.hitsPerPage}) as page`,
  );
  const dealershipIds = scope.dealershipIds.length > 0 ? scope.dealershipIds : [-1];
  // The site's matching cars are found first, on the cars table alone, so the planner uses its
  // indexes (site, words) without a join in the way. The scope's few locations and dealerships are
  // read once into small tables and joined in memory: a car's location belongs to its dealership
  // (a foreign key says so), so they cover every matching car, and an index probe per car costs more.
  return sql`
    with site_locations as materialized (
      select ${locations.id}, ${locations.dealershipId}, ${locations.name}, ${locations.city}, ${locations.state}
      from ${locations} where ${inArray(locations.dealershipId, dealershipIds)}
    ),
    site_dealerships as materialized (
      select ${dealerships.id}, ${dealerships.name}, ${dealerships.slug} from ${dealerships} where ${inArray(dealerships.id, dealershipIds)}
    ),
    scoped_cars as materialized (
      select ${sql.join(SCANNED_COLUMNS.map((c) => cars[c]), sql`, `)} from ${cars} where ${scoped}
    ),
    kept as materialized (
      select * from (
        select ${facetColumns}, ${rangeColumns},
          ${cars.categories} as a_categories, ${cars.features} as a_filtered_features,
          ${cars.id} as k_id, ${cars.createdAt} as k_created_at, ${cars.customRank} as k_rank,
          ${dealerships.slug} as k_dealership_slug,
          ${fails} as fails, ${failed} as failed
        from scoped_cars as ${cars}
        join site_locations as ${locations} on ${locations.id} = ${cars.locationId} and ${locations.dealershipId} = ${cars.dealershipId}
        join site_dealerships as ${dealerships} on ${dealerships.id} = ${cars.dealershipId}
      ) scoped where fails <= 1
    )
    ${sql.join(parts, sql` union all `)}
  `;
}

/** The cars columns facets, filters and sorts read (the scan copies only these). */
const SCANNED_COLUMNS = [
  'id',
  'dealershipId',
  'locationId',
  'status',
  'badge',
  'carType',
  'colour',
  'itemType',
  'make',
  'model',
  'price',
  'seats',
  'simpleBody',
  'simpleDrive',
  'simpleFuel',
  'transmission',
  'tag',
  'weeklyPayment',
  'certified',
  'subscriptionPrice',
  'km',
  'year',
  'createdAt',
  'categories',
  'features',
  'customRank',
] as const satisfies readonly (keyof typeof cars.$inferSelect)[];

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
  const hits: [number, HitRow][] = [];
  for (const row of rows) {
    if (row.facet === 'hit') {
      const [locationName, city, state, dealershipSlug, dealershipName, car] = JSON.parse(row.value ?? '[]') as HitJson;
      if (!car) continue;
      const place = { locationName: locationName ?? '', city: city ?? '', state: state ?? '', dealershipSlug: dealershipSlug ?? '', dealershipName: dealershipName ?? '' };
      hits.push([Number(row.n), decodeHit(car, place)]);
    } else if (row.facet === 'count') {
      count = Number(row.n);
      for (const key of RANGE_FACETS) widen(key, row);
    } else if (row.facet.startsWith('range:')) {
      widen(row.facet.slice('range:'.length) as RangeFacet, row);
    } else if (row.value !== null) {
      const counts = (facets[row.facet] ??= {});
      counts[row.value] = (counts[row.value] ?? 0) + Number(row.n);
    }
  }
  return { hits: hits.sort((a, b) => a[0] - b[0]).map(([, hit]) => hit), count, facets, facetStats: stats };
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
