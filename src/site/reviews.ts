import 'server-only';
import { cache } from 'react';
import { getDb } from '../db';
import { recentReviews, reviewSummary } from '../db/queries/reviews';
import type { Site } from '../domain/types';

/** The review count and average; the layout's banner and the home page share one lookup per request. */
export const siteReviewSummary = cache(async (siteId: number) => reviewSummary(await getDb(), siteId));

export async function siteReviews(site: Site, limit = 3) {
  const [items, summary] = await Promise.all([recentReviews(await getDb(), site.id, limit), siteReviewSummary(site.id)]);
  return { items, summary };
}
