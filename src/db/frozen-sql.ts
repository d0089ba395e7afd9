import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * SQL fragments rendered to text once, when the module loads.
 *
 * drizzle renders a statement by walking every chunk of every nested fragment, and for the search
 * statement (some 2,000 chunks: every facet's column, band and alias) that walk cost about 2 ms of
 * the server's CPU per search, as much as PostgreSQL spent running it. The parts that never change
 * are therefore rendered here once and dropped into statements as plain text; only the parts that
 * carry a shopper's values are rendered per search, and those stay parameters.
 */
const dialect = new PgDialect({ casing: 'snake_case' });

/** The fragment's SQL text as a raw fragment; a fragment with parameters is refused, so no value is ever inlined. */
export function frozen(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error(`frozen SQL cannot hold parameters: ${text}`);
  return sql.raw(text);
}

/**
 * A name the code itself chooses (a facet key such as 'make' or 'range:price') as a string
 * literal. Only lower-case letters, digits, '_' and ':' are accepted, so it can never end the literal.
 */
export function label(name: string): SQL {
  if (!/^[a-z0-9_:]+$/.test(name)) throw new Error(`not a label: ${name}`);
  return sql.raw(`'${name}'`);
}
