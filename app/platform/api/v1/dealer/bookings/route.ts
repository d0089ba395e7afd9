import { listBookings } from '@/dealer-api/bookings';
import { dealerRoute } from '@/dealer-api/handler';

/** The dealership's bookings from now on, soonest first (docs/dealer-api.md). */
export const GET = dealerRoute(async ({ db, principal }) => Response.json(await listBookings(db, principal, new Date())));
