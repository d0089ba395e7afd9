// @ts-check
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';

/**
 * Where cache-handler.mjs keeps stored pages and cached reads in Redis: under the build's id, so
 * a restart of the same build finds every page any machine stored, and a new build never serves a
 * page rendered by the old one (docs/scaling.md). Plain JavaScript: Next loads the cache handler
 * itself at run time, with no TypeScript loader.
 */
export const STORED_PAGES_PREFIX = 'forecourt:cache:';

/**
 * @param {string} buildId
 * @param {string} [base]
 */
export function storedPagesKeyPrefix(buildId, base = STORED_PAGES_PREFIX) {
  return `${base}${buildId}:`;
}

/** A read that waits longer than this for Redis renders the page instead. */
export const READ_TIMEOUT_MS = 1_000;

/**
 * An expiry may not give up so soon: one abandoned leaves another process serving the old page.
 * Under load (bench:publish with two app processes on two cores busy with other work) the delete
 * of a tag's pages waited over a second in the client's queue, unsent, and was abandoned.
 */
export const EXPIRY_TIMEOUT_MS = 10_000;

/**
 * The library's Redis handler for one build.
 * @param {{ client: ReturnType<typeof import('redis').createClient>, buildId: string, base?: string, timeoutMs?: number }} options
 */
export function createStoredPagesHandler({ client, buildId, base, timeoutMs = READ_TIMEOUT_MS }) {
  return createRedisHandler({ client, keyPrefix: storedPagesKeyPrefix(buildId, base), timeoutMs });
}
