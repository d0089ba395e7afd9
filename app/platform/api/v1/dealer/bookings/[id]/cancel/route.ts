import { cancelDealerBooking } from '@/dealer-api/bookings';
import { dealerRoute } from '@/dealer-api/handler';

/** Cancels the booking; its slot is free again. Repeating it changes nothing (docs/dealer-api.md). */
export const POST = dealerRoute<{ id: string }>(async ({ db, principal, params }) => Response.json(await cancelDealerBooking(db, principal, params.id)));
