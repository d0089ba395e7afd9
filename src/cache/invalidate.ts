import 'server-only';
import { revalidateTag } from 'next/cache';
import { env } from '../env';
import { log } from '../lib/log';
import { frontConfig, purgeFront } from './front-purge';
import { carTag, stockTag } from './tags';

/**
 * Expires every cached page and read that could show a changed car: the car's own, and the
 * stock-wide ones (counts, featured and similar cars) of each site showing its dealership.
 * `expire: 0` makes the next request render afresh instead of being served the old page once,
 * so a price or status change is seen at once.
 */
export function invalidateCar(slug: string, siteIds: readonly number[]): Promise<void> {
  return expireTags([carTag(slug), ...siteIds.map(stockTag)]);
}

/**
 * Expires the given tags at once (a stock feed's changes, or a CLI's expiry sent to the operator
 * endpoint), here and at the configured front. The purge is awaited so the change's answer comes
 * after the front has dropped the pages; a failed purge is logged and never fails the change.
 */
export async function expireTags(tags: readonly string[]): Promise<void> {
  const unique = [...new Set(tags)];
  for (const tag of unique) revalidateTag(tag, { expire: 0 });
  const front = frontConfig(env());
  if (!front || unique.length === 0) return;
  try {
    await purgeFront(front, unique);
  } catch (error) {
    log.error({ err: error, front: front.kind, tags: unique.length }, 'purging expired tags at the front failed');
  }
}
