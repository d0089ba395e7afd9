// @ts-check
import fs from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import { createClient } from 'redis';
import { createStoredPagesHandler, EXPIRY_TIMEOUT_MS } from './src/cache/stored-pages-redis.mjs';
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

// The build being served (the file `next build` writes, which the library reads too): its pages
// are kept across restarts and shared by every machine on it, and no other build's are read.
// Read here, not in onCreation, so an expiry before Next's first cache call finds the same keys.
const buildId = fs.readFileSync(path.join(process.cwd(), '.next/BUILD_ID'), 'utf8').trim();
const redisHandler = createStoredPagesHandler({ client, buildId });

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
const expiryHandler = createStoredPagesHandler({ client, buildId, timeoutMs: EXPIRY_TIMEOUT_MS });
globalThis[Symbol.for('forecourt.expireStoredTags')] = async (/** @type {readonly string[]} */ tags) => {
  for (const tag of new Set(tags)) await expiryHandler.revalidateTag(tag);
};

export default CacheHandler;
