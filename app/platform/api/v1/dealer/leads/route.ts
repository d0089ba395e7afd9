import { listLeads } from '@/dealer-api/leads';
import { dealerRoute } from '@/dealer-api/handler';

/** The dealership's completed leads, a page at a time (docs/dealer-api.md). */
export const GET = dealerRoute<Record<string, never>>(async ({ db, principal, request }) =>
  Response.json(await listLeads(db, principal, new URL(request.url).searchParams)),
);
