import 'server-only';
import { getDb } from '../db';
import { recentReviews, reviewSummary } from '../db/queries/reviews';
import type { Site } from '../domain/types';

export async function siteReviews(site: Site, limit = 3) {
  const db = await getDb();
  const [items, summary] = await Promise.all([recentReviews(db, site.id, limit), reviewSummary(db, site.id)]);
  return { items, summary };
}
