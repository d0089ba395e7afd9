import type { PGlite } from '@electric-sql/pglite';
import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { isPglite } from './embedded';
import { plannedPoolOf, queryOnPlannedPool } from './planned-pool';
import { queryRows } from './rows';

/**
 * Rows of a hot, complex statement, planned once per shape on either engine.
 *
 * The search statement (a union over grouping sets with dozens of parameters) spends about as long
 * in parsing and planning as in running. On PGlite each shape of it becomes a named prepared
 * statement, made through PGlite's wire-protocol API (`execProtocol`), and runs with a generic plan
 * (`plan_cache_mode` is set around that one execution only: other queries need plans made for
 * their values). On a PostgreSQL server it runs as a named statement on a small pool of its own
 * whose sessions plan generically (src/db/planned-pool.ts).
 * docs/decisions/008-embedded-plan-cache.md has the figures and the reasoning.
 *
 * Shapes follow the filters a shopper combines, so only the first MAX_SHAPES shapes a process
 * sees are prepared; the rest run as ordinary queries, which keeps the session's memory bounded.
 */
const MAX_SHAPES = 256;

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * Date, time, interval and numeric-array columns stay text, as drizzle's drivers leave them for
 * raw SQL, so a planned statement answers exactly as an ordinary one does.
 */
const AS_TEXT_TYPE_IDS = [1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231];
const asText = Object.fromEntries(AS_TEXT_TYPE_IDS.map((id) => [id, (value: string) => value]));

/**
 * Per PGlite instance: its prepared statements by name, with their parameter type ids. Kept on
 * globalThis like the database handle itself (src/db/index.ts): Next bundles this module once per
 * route, and every copy must see what the shared session already holds.
 */
const REGISTRY = Symbol.for('forecourt.preparedStatements');
const registryHolder = globalThis as typeof globalThis & { [REGISTRY]?: WeakMap<PGlite, Map<string, number[]>> };
const sessions = (registryHolder[REGISTRY] ??= new WeakMap());

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export async function queryPlanned<T>(db: Db, query: SQL): Promise<T[]> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  const plannedPool = plannedPoolOf(client);
  if (!plannedPool && !isPglite(client)) return queryRows<T>(db, query);
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = `fc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
  if (plannedPool) return queryOnPlannedPool<T>(plannedPool, name, text, params, MAX_SHAPES, AS_TEXT_TYPE_IDS);
  if (!isPglite(client)) return queryRows<T>(db, query);
  const session = sessions.get(client) ?? new Map<string, number[]>();
  sessions.set(client, session);
  if (!session.has(name) && session.size >= MAX_SHAPES) return queryRows<T>(db, query);
  return executePrepared<T>(client, session, name, text, params);
}

/**
 * PGlite's protocol helpers, loaded once: a dynamic import resolves through the module loader on
 * every call, which cost more than running a small statement.
 */
let pgliteModule: Promise<typeof import('@electric-sql/pglite')> | undefined;

async function executePrepared<T>(pg: PGlite, session: Map<string, number[]>, name: string, text: string, params: unknown[]): Promise<T[]> {
  const { protocol, parse } = await (pgliteModule ??= import('@electric-sql/pglite'));
  const { serialize } = protocol;
  // execProtocol is not serialised with PGlite's own queries. PGlite has two locks: a transaction
  // holds the transaction lock from BEGIN to COMMIT and takes the query lock per statement, and
  // query() takes both in that order. Taking only the query lock (runExclusive) slipped this
  // statement in between a running transaction's statements, inside it, where it saw rows that
  // were never committed; taking both, in PGlite's order, waits for the transaction to end.
  return pg._runExclusiveTransaction(() => pg.runExclusive(async () => {
    let types = session.get(name);
    if (!types) {
      const described = await pg.execProtocol(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      );
      types = parse.parseDescribeStatementResults(described.messages);
      session.set(name, types);
    }
    const paramTypes = types;
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = pg.serializers[paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const result = await pg.execProtocol(
      concat([
        serialize.query('set plan_cache_mode = force_generic_plan'),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
        serialize.query('reset plan_cache_mode'),
      ]),
      { syncToFs: false },
    );
    const sets = parse.parseResults(result.messages, pg.parsers, { rowMode: 'object', parsers: asText });
    return (sets.find((set) => set.fields.length > 0)?.rows ?? []) as T[];
  }));
}
