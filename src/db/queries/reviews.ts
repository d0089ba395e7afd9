import 'server-only';
import { desc, eq, sql } from 'drizzle-orm';
import type { Review } from '../../domain/types';
import type { Db } from '../client';
import { reviews } from '../schema';

export async function recentReviews(db: Db, websiteId: number, limit: number): Promise<Review[]> {
  return db
    .select({
      id: reviews.id,
      customerName: reviews.customerName,
      text: reviews.text,
      rating: reviews.rating,
      reviewDate: reviews.reviewDate,
      replyText: reviews.replyText,
      replyDate: reviews.replyDate,
      imageUrl: reviews.imageUrl,
    })
    .from(reviews)
    .where(eq(reviews.websiteId, websiteId))
    .orderBy(desc(reviews.reviewDate), desc(reviews.id))
    .limit(limit);
}

export async function reviewSummary(db: Db, websiteId: number): Promise<{ count: number; averageRating: string }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number), avg: sql<string | null>`round(avg(${reviews.rating}), 1)::text` })
    .from(reviews)
    .where(eq(reviews.websiteId, websiteId));
  return { count: row?.count ?? 0, averageRating: row?.avg ?? '0.0' };
}
