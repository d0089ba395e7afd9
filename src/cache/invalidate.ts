import 'server-only';
import { revalidateTag } from 'next/cache';
import { log } from '../lib/log';
import { carTag, stockTag } from './tags';

type ExpireStored = (tags: readonly string[]) => Promise<void>;
/** Set by cache-handler.mjs when stored pages live in Redis (docs/scaling.md). */
const EXPIRE_STORED = Symbol.for('forecourt.expireStoredTags');

/**
 * `expire: 0` makes the next request render afresh instead of being served the old page once, so
 * a price or status change is seen at once. With the Redis store the tagged entries are also
 * deleted there before this returns: Next's own expiry runs only alongside the answer, and another
 * process could serve the old page in between. Redis being down leaves nothing stored to serve.
 */
async function expire(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
  try {
    await (globalThis as { [EXPIRE_STORED]?: ExpireStored })[EXPIRE_STORED]?.(unique);
  } catch (error) {
    log.warn({ err: error, tags: unique.length }, 'could not expire stored pages in Redis');
  }
}

/**
 * Expires every cached page and read that could show a changed car: the car's own, and the
 * stock-wide ones (counts, featured and similar cars) of each site showing its dealership.
 */
export function invalidateCar(slug: string, siteIds: readonly number[]): Promise<void> {
  return expire([carTag(slug), ...siteIds.map(stockTag)]);
}

/** Expires the given tags at once (a stock feed's changes, or a CLI's expiry sent to the operator endpoint). */
export function expireTags(tags: readonly string[]): Promise<void> {
  return expire(tags);
}
