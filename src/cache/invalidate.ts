import 'server-only';
import { revalidateTag } from 'next/cache';
import { carTag, stockTag } from './tags';

/**
 * Expires every cached page and read that could show a changed car: the car's own, and the
 * stock-wide ones (counts, featured and similar cars) of each site showing its dealership.
 * `expire: 0` makes the next request render afresh instead of being served the old page once,
 * so a price or status change is seen at once.
 */
export function invalidateCar(slug: string, siteIds: readonly number[]): void {
  revalidateTag(carTag(slug), { expire: 0 });
  for (const siteId of siteIds) revalidateTag(stockTag(siteId), { expire: 0 });
}

/** Expires the given tags at once (a stock feed's changes, or a CLI's expiry sent to the operator endpoint). */
export function expireTags(tags: readonly string[]): void {
  for (const tag of new Set(tags)) revalidateTag(tag, { expire: 0 });
}
