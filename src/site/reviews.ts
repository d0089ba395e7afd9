import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import { PAGE_DATA_LIFE } from '../cache/life';
import { siteTag } from '../cache/tags';
import { getDb } from '../db';
import { recentReviews, reviewSummary } from '../db/queries/reviews';
import type { Site } from '../domain/types';

/** The review count and average, for the layout's banner and the home page. */
export async function siteReviewSummary(siteId: number) {
  'use cache';
  cacheLife(PAGE_DATA_LIFE);
  cacheTag(siteTag(siteId));
  return reviewSummary(await getDb(), siteId);
}

export async function siteReviews(site: Site, limit = 3) {
  const [items, summary] = await Promise.all([recentReviews(await getDb(), site.id, limit), siteReviewSummary(site.id)]);
  return { items, summary };
}
