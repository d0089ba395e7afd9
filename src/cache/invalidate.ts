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
