import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import { PRICE_BANDS, WEEKLY_BANDS } from '../../domain/price-bands';
import { RANGE_FACETS, VALUE_FACETS, type RangeFacet, type SearchQuery, type SortKey, type ValueFacet } from '../../domain/search/search-query';
import { frozen, label } from '../frozen-sql';
import { cars, dealerships, locations } from '../schema';
import { inDealerships } from './stock-scope';

/**
 * The one statement that answers a search: hits and every facet count (docs/search.md explains
 * the design).
 *
 * Facet counts are disjunctive: a facet's counts ignore that facet's own selection. Each scoped
 * car is tagged with how many selected filter groups it fails and, when exactly one, which. A car
 * failing none counts towards every facet; a car failing only group g counts towards g's facet
 * alone; a car failing two or more counts nowhere and is dropped before any grouping.
 *
 * Everything that does not depend on the search is frozen (rendered to text once, see
 * src/db/frozen-sql.ts); what does (scope, text, filters, page) stays parameters.
 */

function bandCase(column: SQL, bands: readonly number[]): SQL {
  // The bands are numeric constants from src/domain/price-bands.ts, so they can be written into the SQL.
  const branches = bands
    .map((low, i) => sql`when ${column} >= ${sql.raw(String(low))} then ${sql.raw(`'${low}-${bands[i + 1] ?? ''}'`)}`)
    .reverse();
  return sql`(case ${sql.join(branches, sql` `)} end)`;
}

type ScalarFacet = Exclude<ValueFacet, 'categories' | 'filtered_features'>;

/** The value a car has for each value facet, as text. */
const FACET_EXPR: Record<ScalarFacet, SQL> = {
  status: frozen(sql`${cars.status}`),
  badge: frozen(sql`${cars.badge}`),
  car_type: frozen(sql`${cars.carType}`),
  city: frozen(sql`${locations.city}`),
  colour: frozen(sql`${cars.colour}`),
  dealership_name: frozen(sql`${dealerships.name}`),
  item_type: frozen(sql`${cars.itemType}`),
  location_name: frozen(sql`${locations.name}`),
  make: frozen(sql`${cars.make}`),
  make_model: frozen(sql`(${cars.make} || ' ' || ${cars.model})`),
  model: frozen(sql`${cars.model}`),
  price_range: frozen(bandCase(sql`${cars.price}`, PRICE_BANDS)),
  seats: frozen(sql`${cars.seats}::text`),
  body: frozen(sql`${cars.simpleBody}`),
  drive: frozen(sql`${cars.simpleDrive}`),
  fuel: frozen(sql`${cars.simpleFuel}`),
  transmission: frozen(sql`${cars.transmission}`),
  state: frozen(sql`${locations.state}`),
  tag: frozen(sql`${cars.tag}`),
  weekly_price_range: frozen(bandCase(sql`${cars.weeklyPayment}`, WEEKLY_BANDS)),
  certified: frozen(sql`${cars.certified}::text`),
};

const ARRAY_FACET_EXPR: Record<'categories' | 'filtered_features', SQL> = {
  categories: frozen(sql`${cars.categories}`),
  filtered_features: frozen(sql`${cars.features}`),
};

const RANGE_EXPR: Record<RangeFacet, SQL> = {
  price: frozen(sql`${cars.price}`),
  subscription_price: frozen(sql`${cars.subscriptionPrice}`),
  km: frozen(sql`${cars.km}`),
  year: frozen(sql`${cars.year}`),
  created_at_timestamp: frozen(sql`extract(epoch from ${cars.createdAt})::bigint`),
};

const SCALAR_FACETS = VALUE_FACETS.filter((f): f is ScalarFacet => f in FACET_EXPR);

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

/**
 * Sort orders over the scanned rows' columns (see KEPT_COLUMNS, and SORT_COLUMNS in
 * search-counted.ts); the id breaks ties so pages never overlap.
 */
export const ORDER: Record<SortKey, SQL> = {
  newest: sql.raw('k_created_at desc, k_id desc'),
  price_asc: sql.raw('r_price asc, k_created_at desc, k_id desc'),
  price_desc: sql.raw('r_price desc, k_created_at desc, k_id desc'),
  km_asc: sql.raw('r_km asc, k_created_at desc, k_id desc'),
  year_desc: sql.raw('r_year desc, k_created_at desc, k_id desc'),
  rank: sql.raw('k_rank desc, k_created_at desc, k_id desc'),
};

const col = (prefix: string, key: string) => sql.identifier(`${prefix}_${key}`);

export const NO_STATS = frozen(sql.join(RANGE_FACETS.flatMap(() => [sql`null::bigint`, sql`null::bigint`]), sql`, `));
/** The same, named: the statement's first select names the columns every row is read by. */
export const NO_STATS_NAMED = frozen(
  sql.join(
    RANGE_FACETS.flatMap((f) => [sql`null::bigint as ${col('min', f)}`, sql`null::bigint as ${col('max', f)}`]),
    sql`, `,
  ),
);
const STATS = frozen(
  sql.join(
    RANGE_FACETS.flatMap((f) => [sql`min(${col('r', f)})::bigint as ${col('min', f)}`, sql`max(${col('r', f)})::bigint as ${col('max', f)}`]),
    sql`, `,
  ),
);

/**
 * Every scalar facet's counts over the hits in one pass, a grouping set per facet. In a
 * grouping-set row only the grouped column is set, so its facet follows from GROUPING()'s bit mask
 * (bit i clear: the i-th column from the right is grouped) and its value is the coalesce. The
 * aggregates run once per row and set, so the total count and the range facets' min/max come from
 * a plain aggregate of their own: inside the grouping sets they made (b) a fifth slower.
 */
const FACET_COUNTS = frozen(
  (() => {
    const all = (1 << SCALAR_FACETS.length) - 1;
    const facetOfSet = sql.join(
      SCALAR_FACETS.map((f, i) => sql`when ${sql.raw(String(all & ~(1 << (SCALAR_FACETS.length - 1 - i))))} then ${label(f)}`),
      sql` `,
    );
    const grouped = sql.join(SCALAR_FACETS.map((f) => col('f', f)), sql`, `);
    return sql`select case grouping(${grouped}) ${facetOfSet} end as facet, coalesce(${grouped}) as value, count(*) as n, ${NO_STATS_NAMED}
      from kept where fails = 0
      group by grouping sets (${sql.join(SCALAR_FACETS.map((f) => sql`(${col('f', f)})`), sql`, `)})
      union all select 'count', null, count(*), ${STATS} from kept where fails = 0`;
  })(),
);

/** Columns a hit never shows: the word arrays exist for matching, the rest belongs to the car page. */
const NOT_IN_HITS = ['searchWords', 'dealershipWords', 'description', 'financeLenders', 'paymentProcessors'] as const;
export const HIT_COLUMNS = Object.entries(getTableColumns(cars)).filter(([key]) => !(NOT_IN_HITS as readonly string[]).includes(key));
export type CarHitColumns = Omit<typeof cars.$inferSelect, (typeof NOT_IN_HITS)[number]>;

/** One page car, read in full by primary key, as JSON (decoding JSON costs about half of decoding wide rows). */
export const HIT_CAR = frozen(
  sql`(select row_to_json(h) from (select ${sql.join(
    HIT_COLUMNS.map(([, column]) => sql`${column}`),
    sql`, `,
  )} from ${cars} where ${cars.id} = k_id) h)`,
);

/** The cars columns facets, filters and sorts read (the scan copies only these). */
const SCANNED_COLUMNS = frozen(
  sql.join(
    (
      [
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
      ] as const satisfies readonly (keyof typeof cars.$inferSelect)[]
    ).map((c) => cars[c]),
    sql`, `,
  ),
);

/** A scoped car's facet values, range values, arrays and sort keys, as the later passes read them. */
const KEPT_COLUMNS = frozen(
  sql`${sql.join(SCALAR_FACETS.map((f) => sql`${FACET_EXPR[f]} as ${col('f', f)}`), sql`, `)},
    ${sql.join(RANGE_FACETS.map((f) => sql`${RANGE_EXPR[f]} as ${col('r', f)}`), sql`, `)},
    ${cars.categories} as a_categories, ${cars.features} as a_filtered_features,
    ${cars.id} as k_id, ${cars.createdAt} as k_created_at, ${cars.customRank} as k_rank,
    ${dealerships.slug} as k_dealership_slug`,
);

/**
 * The scope's few locations and dealerships are read once into small tables and joined in memory:
 * a car's location belongs to its dealership (a foreign key says so), so they cover every
 * matching car, and an index probe per car costs more.
 */
const KEPT_FROM = frozen(
  sql`from scoped_cars as ${cars}
    join site_locations as ${locations} on ${locations.id} = ${cars.locationId} and ${locations.dealershipId} = ${cars.dealershipId}
    join site_dealerships as ${dealerships} on ${dealerships.id} = ${cars.dealershipId}`,
);
const SITE_LOCATIONS = frozen(
  sql`select ${locations.id}, ${locations.dealershipId}, ${locations.name}, ${locations.city}, ${locations.state} from ${locations}`,
);
const SITE_DEALERSHIPS = frozen(sql`select ${dealerships.id}, ${dealerships.name}, ${dealerships.slug} from ${dealerships}`);
const FROM_CARS = frozen(sql`from ${cars}`);

/**
 * The scope's locations and dealerships, and its matching cars (scoped_cars). The matching cars are
 * found first, on the cars table alone, so the planner uses its indexes (site, words) without a
 * join in the way.
 */
function scopeTables(scope: StockScope, scoped: SQL): SQL {
  const dealershipIds = scope.dealershipIds.length > 0 ? scope.dealershipIds : [-1];
  return sql`with site_locations as materialized (${SITE_LOCATIONS} where ${inDealerships(locations.dealershipId, dealershipIds)}),
    site_dealerships as materialized (${SITE_DEALERSHIPS} where ${inDealerships(dealerships.id, dealershipIds)}),
    scoped_cars as materialized (select ${SCANNED_COLUMNS} ${FROM_CARS} where ${scoped})`;
}

export function searchStatement(scope: StockScope, scoped: SQL, query: SearchQuery): SQL {
  const groups = filterGroups(query);
  const fails = groups.length > 0 ? sql.join(groups.map((g) => sql`(not ${g.condition})::int`), sql` + `) : sql`0`;
  const failed =
    groups.length > 0
      ? sql`case ${sql.join(groups.map((g) => sql`when not ${g.condition} then ${label(g.key)}`), sql` `)} end`
      : sql`null::text`;
  const parts: SQL[] = [FACET_COUNTS];
  for (const key of ['categories', 'filtered_features'] as const) {
    const when = groups.some((g) => g.key === key) ? sql`fails = 0 or failed = ${label(key)}` : sql`fails = 0`;
    parts.push(sql`select ${label(key)}, v, count(*), ${NO_STATS} from kept, unnest(${col('a', key)}) v where ${when} group by v`);
  }
  for (const group of groups) {
    if ((RANGE_FACETS as readonly string[]).includes(group.key)) {
      parts.push(sql`select ${label(`range:${group.key}`)}, null, count(*), ${STATS} from kept where failed = ${label(group.key)}`);
    } else if (group.key !== 'categories' && group.key !== 'filtered_features') {
      const f = col('f', group.key);
      parts.push(sql`select ${label(group.key)}, ${f}, count(*), ${NO_STATS} from kept where failed = ${label(group.key)} group by ${f}`);
    }
  }
  // The page of hits comes from the same scan, ranked; only the page's cars are then read in full.
  const order = ORDER[query.sort];
  parts.push(
    sql`select 'hit', json_build_array(f_location_name, f_city, f_state, k_dealership_slug, f_dealership_name, ${HIT_CAR})::text, place, ${NO_STATS}
        from (select *, row_number() over (order by ${order}) as place
          from kept where fails = 0 order by ${order}
          limit ${query.hitsPerPage} offset ${(query.page - 1) * query.hitsPerPage}) as page`,
  );
  return sql`
    ${scopeTables(scope, scoped)},
    kept as materialized (
      select * from (select ${KEPT_COLUMNS}, ${fails} as fails, ${failed} as failed ${KEPT_FROM}) scoped where fails <= 1
    )
    ${sql.join(parts, sql` union all `)}
  `;
}

/** Rows that are one facet value's count (not the total, a range facet's statistics or a hit). */
const PLAIN_FACET_ROW = frozen(sql`facet <> 'hit' and facet <> 'count' and facet not like 'range:%'`);

/**
 * A search statement's answer with its facet value rows packed into one row of JSON
 * ('facets': [[facet, value, n], ...]), for the embedded engine: PGlite makes each row in WASM,
 * encodes it and parses it again in JavaScript, which for opening search on the largest site
 * (about 650 rows) was 40% of the search's CPU and for text over the whole network (about 2,600
 * rows) an eighth. A server builds the JSON slower than it sends the rows (docs/search.md).
 */
export function packedFacets(statement: SQL): SQL {
  return sql`with answer as (${statement})
    select 'facets' as facet, json_agg(json_build_array(facet, value, n))::text as value, 0::bigint as n, ${NO_STATS_NAMED}
      from answer where ${PLAIN_FACET_ROW}
    union all select * from answer where not (${PLAIN_FACET_ROW})`;
}
