import 'server-only';
import { revalidateTag } from 'next/cache';
import { env } from '../env';
import { log } from '../lib/log';
import { frontConfig, purgeFront } from './front-purge';
import { expireMemoryTagsEverywhere } from './memory-tags-everywhere';
import { carTag, stockTag } from './tags';

type ExpireStored = (tags: readonly string[]) => Promise<void>;
/** Set by cache-handler.mjs when stored pages live in Redis (docs/scaling.md). */
const EXPIRE_STORED = Symbol.for('forecourt.expireStoredTags');

/**
 * Expires every cached page and read that could show a changed car: the car's own, and the
 * stock-wide ones (counts, featured and similar cars) of each site showing its dealership.
 */
export function invalidateCar(slug: string, siteIds: readonly number[]): Promise<void> {
  return expireTags([carTag(slug), ...siteIds.map(stockTag)]);
}

/**
 * Expires the given tags at once (a car's change, a stock feed's changes, or a CLI's expiry sent to
 * the operator endpoint), in this process, in the shared Redis store and at the configured front.
 *
 * `expire: 0` makes the next request render afresh instead of being served the old page once, so
 * a price or status change is seen at once. With the Redis store the tagged entries are also
 * deleted there before this returns: Next's own expiry runs only alongside the answer, and another
 * process could serve the old page in between. The front is purged after Redis, so a front miss
 * cannot refill itself from an old stored page; the change's answer comes after both. Neither a
 * failed Redis expiry nor a failed purge fails the change: they are logged.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
  // Before the stored pages: a process re-rendering one must no longer hold the old result.
  await expireMemoryTagsEverywhere(unique);
  try {
    await (globalThis as { [EXPIRE_STORED]?: ExpireStored })[EXPIRE_STORED]?.(unique);
  } catch (error) {
    log.warn({ err: error, tags: unique.length }, 'could not expire stored pages in Redis');
  }
  const front = frontConfig(env());
  if (!front) return;
  try {
    await purgeFront(front, unique);
  } catch (error) {
    log.error({ err: error, front: front.kind, tags: unique.length }, 'purging expired tags at the front failed');
  }
}
