import { getLead } from '@/dealer-api/leads';
import { dealerRoute } from '@/dealer-api/handler';

export const GET = dealerRoute<{ id: string }>(async ({ db, principal, params }) => Response.json(await getLead(db, principal, params.id)));
