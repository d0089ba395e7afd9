import { acknowledgeLead } from '@/dealer-api/leads';
import { dealerRoute } from '@/dealer-api/handler';

/** The dealer's system has the lead; repeating it keeps the first time (docs/dealer-api.md). */
export const POST = dealerRoute<{ id: string }>(async ({ db, principal, params }) => Response.json(await acknowledgeLead(db, principal, params.id)));
