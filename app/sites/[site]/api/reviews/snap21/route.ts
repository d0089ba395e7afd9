import { z } from 'zod';
import { providerRating } from '@/domain/review-rating';
import { jsonRoute } from '@/lib/api';
import { NotFoundError, ValidationError } from '@/lib/errors';
import { reviewRatingOrgId } from '@/site/review-provider';
import { requireApiSite } from '@/site/request';
import { siteReviewSummary } from '@/site/reviews';

type Context = { params: Promise<{ site: string }> };

const querySchema = z.object({ orgId: z.string().regex(/^[1-9][0-9]{0,9}$/, 'orgId must be a whole number') });

/**
 * GET /api/reviews/snap21?orgId={id} (SPEC 7), answered from our own reviews. Only sites on that
 * provider answer, and only for their own organisation id: another tenant's id is not found.
 */
export const GET = jsonRoute(async (request: Request, { params }: Context) => {
  const site = await requireApiSite(params);
  const parsed = querySchema.safeParse({ orgId: new URL(request.url).searchParams.get('orgId') ?? undefined });
  if (!parsed.success) throw new ValidationError('Invalid query', z.flattenError(parsed.error).fieldErrors);
  if (site.config.providers.reviewRating !== 'snap21' || parsed.data.orgId !== reviewRatingOrgId(site)) throw new NotFoundError('Not found');
  return Response.json(providerRating(await siteReviewSummary(site.id)), { headers: { 'cache-control': 'no-store' } });
});
