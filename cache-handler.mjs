// @ts-check
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { createClient } from 'redis';
import { isNotFoundAnswer } from './page-store-rules.mjs';

/**
 * Next's incremental cache (stored pages and `unstable_cache` reads) in Redis, so every app
 * process serves what any of them stored, and a tag expired by one is gone for all
 * (docs/decisions/027-shared-cache-in-redis.md, docs/scaling.md). next.config.ts names this file
 * only when REDIS_URL is set. Next loads it itself at run time, so it is plain JavaScript.
 *
 * Redis being unreachable costs speed, never answers: the library answers every read with a miss
 * and drops the write, so each request renders as if nothing were stored.
 */
// scripts/start.ts empties the keys under this prefix on each start, as it emptied the disk store.
const KEY_PREFIX = 'forecourt:cache:';

const client = createClient({
  url: process.env.REDIS_URL,
  // Keep trying, at most a second apart: the store comes back by itself after a Redis restart.
  socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 1_000) },
});
// One line when the connection is lost, not one per reconnection attempt.
let reported = false;
client.on('error', (error) => {
  if (reported) return;
  reported = true;
  console.error(`[cache] redis: ${error instanceof Error ? error.message : String(error)}; stored pages are rendered afresh until it answers`);
});
client.on('ready', () => (reported = false));
// Not awaited: a Redis that is down at start must not hold the server up; reads miss until it is up.
client.connect().catch(() => undefined);

// A read that waits longer than this for Redis renders the page instead.
const redisHandler = createRedisHandler({ client, keyPrefix: KEY_PREFIX, timeoutMs: 1_000 });

// A not-found answer is never stored (page-store-rules.mjs).
const storedHandler = {
  ...redisHandler,
  /** @type {typeof redisHandler.set} */
  set: (key, entry, ctx) => (isNotFoundAnswer(entry?.value) ? Promise.resolve() : redisHandler.set(key, entry, ctx)),
};
CacheHandler.onCreation(() => ({ handlers: [storedHandler] }));

/**
 * Next runs a route handler's `revalidateTag` calls alongside its answer, not before it: in memory
 * that is instant, but here it is a Redis scan and delete, so a request right after a stock change
 * could still be served the old page from another process. src/cache/invalidate.ts awaits this,
 * the library's own expiry, before the change is answered.
 */
globalThis[Symbol.for('forecourt.expireStoredTags')] = async (/** @type {readonly string[]} */ tags) => {
  for (const tag of new Set(tags)) await redisHandler.revalidateTag(tag);
};

export default CacheHandler;
