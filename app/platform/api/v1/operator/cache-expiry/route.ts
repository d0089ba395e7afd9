import { expireTags } from '@/cache/invalidate';
import { cacheExpirySchema } from '@/domain/operator/requests';
import { fieldErrors } from '@/domain/validation/field-errors';
import { jsonRoute } from '@/lib/api';
import { ValidationError } from '@/lib/errors';
import { readJsonBody } from '@/lib/request-body';
import { forgetSiteDirectory } from '@/site/directory';
import { requireOperator } from '@/operator/operator-auth';

export const dynamic = 'force-dynamic';

/**
 * POST /api/v1/operator/cache-expiry on the platform host: a CLI that wrote to PostgreSQL itself
 * expires the tags of what it changed here, since Next's cache lives in this process (docs/stock-import.md).
 */
export const POST = jsonRoute(async (request) => {
  requireOperator(request);
  const parsed = cacheExpirySchema.safeParse(await readJsonBody(request, 'the tag list', 16 * 1024 * 1024));
  if (!parsed.success) throw new ValidationError('The tag list is not valid.', fieldErrors(parsed.error));
  if (parsed.data.tags.some((t) => t.startsWith('site:'))) await forgetSiteDirectory();
  await expireTags(parsed.data.tags);
  return Response.json({ expired: new Set(parsed.data.tags).size }, { headers: { 'cache-control': 'no-store' } });
});
