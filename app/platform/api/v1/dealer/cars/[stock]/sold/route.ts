import { markSold } from '@/dealer-api/cars';
import { dealerRoute } from '@/dealer-api/handler';

/** Marks the car sold: it leaves search after the site's sold window (docs/dealer-api.md). */
export const POST = dealerRoute<{ stock: string }>(async ({ db, principal, params }) => Response.json(await markSold(db, principal, params.stock)));
