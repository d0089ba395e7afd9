import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { StockScope } from '../../domain/inclusion';
import { EMPTY_QUERY, RANGE_FACETS, type RangeFacet, type SearchQuery } from '../../domain/search/search-query';
import type { CarStatus } from '../../domain/types';
import { frozen } from '../frozen-sql';
import { cars, dealerships, locations, searchFacetCounts } from '../schema';
import { HIT_CAR, NO_STATS, NO_STATS_NAMED, ORDER, searchStatement } from './search-statement';
import { usesDealershipWords } from './search-text';
import { stockScopeWhere } from './stock-scope';

/**
 * The counted search: a site's search with no text, no filters and no ranges (what a shopper sees
 * on opening search) answered from search_facet_counts, which triggers keep in step with cars,
 * instead of grouping every car the site lists (docs/search.md, "Counted search").
 *
 * The counts hold the cars of each listed status; sold cars are listed only for a window after
 * their sale, which moves with the clock, so those few are counted by the ordinary statement and
 * added. The range facets' least and greatest values and the page of hits are read per dealership
 * from indexes on (dealership, column), which stop at the first listed car.
 */

/** Whether a search can be answered from the counts: they are kept per dealership and status, with no stock filter applied. */
export function isCountable(scope: StockScope, statuses: CarStatus[], query: SearchQuery): boolean {
  return (
    query.query.trim() === '' &&
    Object.values(query.filters).every((values) => !values || values.length === 0) &&
    Object.values(query.ranges).every((range) => !range || (range.min === null && range.max === null)) &&
    usesDealershipWords(scope.dealershipIds) &&
    !statuses.includes('sold') &&
    scope.carTypes === null &&
    scope.makes === null &&
    scope.minYear === null &&
    scope.excludedStockNumbers.length === 0
  );
}

/** The place facets, read from the counted locations. */
const PLACE_FACETS = frozen(
  sql`(values ('city', ${locations.city}), ('state', ${locations.state}), ('location_name', ${locations.name}), ('dealership_name', ${dealerships.name}))`,
);

const RANGE_COLUMN: Record<RangeFacet, SQL> = {
  price: frozen(sql`${cars.price}`),
  subscription_price: frozen(sql`${cars.subscriptionPrice}`),
  km: frozen(sql`${cars.km}`),
  year: frozen(sql`${cars.year}`),
  created_at_timestamp: frozen(sql`${cars.createdAt}`),
};

/** The range statistics over the per-dealership least and greatest values (created_at as epoch seconds, as the statement reports it). */
const STATS_OVER_PROBES = frozen(
  sql.join(
    RANGE_FACETS.flatMap((f) =>
      f === 'created_at_timestamp'
        ? [sql.raw(`extract(epoch from min(lo_${f}))::bigint`), sql.raw(`extract(epoch from max(hi_${f}))::bigint`)]
        : [sql.raw(`min(lo_${f})::bigint`), sql.raw(`max(hi_${f})::bigint`)],
    ),
    sql`, `,
  ),
);

/** The columns the sorts order by (ORDER in search-statement.ts), under the names it uses. */
const SORT_COLUMNS = frozen(
  sql`${cars.id} as k_id, ${cars.createdAt} as k_created_at, ${cars.price} as r_price, ${cars.km} as r_km, ${cars.year} as r_year,
    ${cars.customRank} as k_rank, ${cars.locationId} as k_location_id, ${cars.dealershipId} as k_dealership_id`,
);

/** The scope's dealerships, each once (a dealership listed twice must not bring its cars twice), as sd(id). */
const DEALERSHIPS = (ids: SQL) => sql`(select distinct unnest(${ids}) as id) as sd`;

/** A literal, not a parameter, so that a plan made once still reads the partial index of sold cars. */
const SOLD = frozen(sql`${cars.status} = 'sold'`);

export function countedStatement(scope: StockScope, statuses: CarStatus[], query: SearchQuery): SQL {
  const ids = sql`${sql.param(scope.dealershipIds)}::int[]`;
  // Conditions for one dealership's cars (sd.id), the index's first column.
  const listed = sql`${cars.dealershipId} = sd.id and ${stockScopeWhere(scope, statuses, { dealershipsImplied: true })}`;
  const probes = sql.join(
    RANGE_FACETS.flatMap((f) => [
      sql`(select min(${RANGE_COLUMN[f]}) from ${cars} where ${listed}) as ${sql.identifier(`lo_${f}`)}`,
      sql`(select max(${RANGE_COLUMN[f]}) from ${cars} where ${listed}) as ${sql.identifier(`hi_${f}`)}`,
    ]),
    sql`, `,
  );
  const order = ORDER[query.sort];
  const offset = (query.page - 1) * query.hitsPerPage;
  const parts: SQL[] = [
    sql`select facet, value, n, ${NO_STATS_NAMED} from counted where facet not in ('count', 'location') and n > 0`,
    sql`select place.facet, place.value, sum(c.n)::bigint, ${NO_STATS}
      from (select case when facet = 'location' then value::int end as location_id, n from counted where facet = 'location' and n > 0) c
      join ${locations} on ${locations.id} = c.location_id join ${dealerships} on ${dealerships.id} = ${locations.dealershipId},
      lateral ${PLACE_FACETS} as place (facet, value)
      where place.value is not null group by place.facet, place.value`,
    sql`select 'count', null, coalesce((select n from counted where facet = 'count'), 0), ${STATS_OVER_PROBES}
      from ${DEALERSHIPS(ids)}, lateral (select ${probes}) as probe`,
    sql`select 'hit', json_build_array(${locations.name}, ${locations.city}, ${locations.state}, ${dealerships.slug}, ${dealerships.name}, ${HIT_CAR})::text,
        row_number() over (order by ${order}), ${NO_STATS}
      from (select * from ${DEALERSHIPS(ids)},
          lateral (select ${SORT_COLUMNS} from ${cars} where ${listed} order by ${order} limit ${offset + query.hitsPerPage}) as car
        order by ${order} limit ${query.hitsPerPage} offset ${offset}) as page
      join ${locations} on ${locations.id} = k_location_id join ${dealerships} on ${dealerships.id} = k_dealership_id`,
  ];
  if (scope.soldSince) {
    const sold = and(
      sql`${cars.dealershipId} = any(${ids})`,
      eq(cars.showOnDealerWebsite, true),
      SOLD,
      gte(cars.soldAt, scope.soldSince),
    ) as SQL;
    // Their counts and statistics only: the page of hits above already orders every listed car.
    parts.push(sql`select * from (${searchStatement(scope, sold, { ...EMPTY_QUERY, hitsPerPage: 0 })}) as sold`);
  }
  return sql`
    with counted as materialized (
      select ${searchFacetCounts.facet}, ${searchFacetCounts.value}, sum(${searchFacetCounts.n})::bigint as n from ${searchFacetCounts}
      where ${searchFacetCounts.dealershipId} = any(${ids}) and ${searchFacetCounts.status} = any(${sql.param(statuses)}::text[])
      group by ${searchFacetCounts.facet}, ${searchFacetCounts.value}
    )
    ${sql.join(parts, sql` union all `)}
  `;
}
