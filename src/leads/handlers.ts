import 'server-only';
import { currentShopper } from '../accounts/gate';
import { getDb } from '../db';
import type { Site } from '../domain/types';
import { visitorIdsFromCookies } from '../domain/visitor/ids';
import { env } from '../env';
import { jsonRoute } from '../lib/api';
import { ClientError } from '../lib/errors';
import { requireApiSite } from '../site/request';
import { readJsonBody } from '../lib/request-body';
import { idempotencyKey, readMultipartLead } from './http';
import { JSON_BODY_MAX_BYTES } from './limits';
import { requestClientAddress } from '../lib/client-address';
import { sharedLimiter } from './shared-limiter';
import { createLead, updateLeadById, type LeadRequestMeta } from './service';

/**
 * The lead API's route handlers (docs/api.md), once for the real store and once for /mock:
 * the app/ route files only pick one.
 */
type SiteContext = { params: Promise<{ site: string }> };
type LeadContext = { params: Promise<{ site: string; leadId: string }> };

async function checkRate(request: Request, site: Site): Promise<void> {
  const limiter = await sharedLimiter('leads', env().LEAD_RATE_LIMIT_PER_MINUTE);
  const result = await limiter.take(`${site.id}:${requestClientAddress(request.headers)}`);
  if (!result.allowed) {
    throw new ClientError('Too many submissions from this address; please try again shortly.', 429, { 'retry-after': String(result.retryAfterSeconds) });
  }
}

async function meta(request: Request, site: Site): Promise<LeadRequestMeta> {
  return {
    idempotencyKey: idempotencyKey(request),
    userAgent: request.headers.get('user-agent'),
    visitor: visitorIdsFromCookies(request.headers.get('cookie')),
    shopper: await currentShopper(site),
  };
}

const NO_STORE = { 'cache-control': 'no-store' };

export function leadRoutes(mock: boolean) {
  return {
    create: jsonRoute(async (request: Request, { params }: SiteContext) => {
      const site = await requireApiSite(params);
      await checkRate(request, site);
      const requestMeta = await meta(request, site);
      const body = await readJsonBody(request, 'the lead', JSON_BODY_MAX_BYTES);
      const { answer, created } = await createLead(await getDb(), { site, mock }, body, requestMeta);
      return Response.json(answer, { status: created ? 201 : 200, headers: NO_STORE });
    }),

    createWithFiles: jsonRoute(async (request: Request, { params }: SiteContext) => {
      const site = await requireApiSite(params);
      await checkRate(request, site);
      const requestMeta = await meta(request, site);
      const { body, files } = await readMultipartLead(request);
      const { answer, created } = await createLead(await getDb(), { site, mock }, body, requestMeta, files);
      return Response.json(answer, { status: created ? 201 : 200, headers: NO_STORE });
    }),

    update: jsonRoute(async (request: Request, { params }: LeadContext) => {
      const site = await requireApiSite(params);
      await checkRate(request, site);
      const { leadId } = await params;
      const token = request.headers.get('x-lead-token');
      const body = await readJsonBody(request, 'the lead', JSON_BODY_MAX_BYTES);
      const answer = await updateLeadById(await getDb(), { site, mock }, leadId, token, body, await meta(request, site));
      return Response.json(answer, { headers: NO_STORE });
    }),
  };
}
