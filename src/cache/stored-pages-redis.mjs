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

/**
 * The library's Redis handler for one build. A read that waits longer than a second for Redis
 * renders the page instead.
 * @param {{ client: ReturnType<typeof import('redis').createClient>, buildId: string, base?: string }} options
 */
export function createStoredPagesHandler({ client, buildId, base }) {
  return createRedisHandler({ client, keyPrefix: storedPagesKeyPrefix(buildId, base), timeoutMs: 1_000 });
}
