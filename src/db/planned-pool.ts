import type { Pool, QueryConfig } from 'pg';

/**
 * The PostgreSQL server's side of queryPlanned (src/db/prepared.ts): a second, small connection
 * pool whose sessions plan every statement generically, so a hot statement is parsed and planned
 * once per connection and shape, not on every call.
 *
 * On the search statement that planning cost about 2 ms of server CPU per search, more than half
 * of running it (docs/decisions/008-embedded-plan-cache.md). `plan_cache_mode` is a session
 * setting and node-postgres cannot send a SET in the same round trip as the statement, so the
 * setting belongs to pool connections that run nothing else; the main pool keeps custom plans for
 * every other query (a LIKE prefix lookup, for one, needs a plan made for its pattern).
 */
export const PLANNED_SESSION_OPTIONS = '-c plan_cache_mode=force_generic_plan';

/** Connections for planned statements: searches run one statement each, so a few serve many requests. */
export const PLANNED_POOL_SIZE = 4;

/**
 * Planned-statement pools by the main pool they belong to. Kept on globalThis like the database
 * handle (src/db/index.ts): Next bundles modules once per route, and every copy must find the pool
 * the shared handle registered.
 */
const REGISTRY = Symbol.for('forecourt.plannedPools');
const holder = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<object, Pool> };
const pools = (holder[REGISTRY] ??= new WeakMap());

export function registerPlannedPool(main: Pool, planned: Pool): void {
  pools.set(main, planned);
}

export function plannedPoolOf(main: unknown): Pool | undefined {
  return typeof main === 'object' && main !== null ? pools.get(main) : undefined;
}

/** node-postgres, loaded once: a dynamic import resolves through the module loader on every call. */
let pgModule: Promise<typeof import('pg')> | undefined;

/** Each named statement text seen by this process; node-postgres prepares a name once per connection. */
const named = new Set<string>();

/**
 * Rows of a statement on the planned pool, as a named statement while fewer than `maxShapes` names
 * exist (so server memory per connection stays bounded), otherwise as an unnamed one. Timestamps,
 * dates and intervals stay text, as drizzle's node-postgres driver leaves them, so rows match an
 * ordinary query's.
 */
export async function queryOnPlannedPool<T>(pool: Pool, name: string, text: string, values: unknown[], maxShapes: number, asTextTypeIds: readonly number[]): Promise<T[]> {
  const { types } = (await (pgModule ??= import('pg'))).default;
  if (!named.has(name) && named.size < maxShapes) named.add(name);
  const config: QueryConfig = {
    ...(named.has(name) ? { name } : {}),
    text,
    values,
    types: { getTypeParser: (id, format) => (asTextTypeIds.includes(id) ? (value: string) => value : types.getTypeParser(id, format)) },
  };
  return (await pool.query(config)).rows as T[];
}
