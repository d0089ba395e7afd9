import 'server-only';
import { cache } from 'react';
import { siteTag } from '../cache/tags';
import { tagged } from '../cache/tagged';
import { getDb } from '../db';
import { recentReviews, reviewSummary } from '../db/queries/reviews';
import type { Site } from '../domain/types';

/**
 * The review count and average, for every page's banner: kept in the data cache under the site's
 * tag, so rendering a page the store has not seen yet does not read it again.
 */
export const siteReviewSummary = cache((siteId: number) =>
  tagged(['review-summary', String(siteId)], [siteTag(siteId)], async () => reviewSummary(await getDb(), siteId)),
);

export async function siteReviews(site: Site, limit = 3) {
  const [items, summary] = await Promise.all([recentReviews(await getDb(), site.id, limit), siteReviewSummary(site.id)]);
  return { items, summary };
}
