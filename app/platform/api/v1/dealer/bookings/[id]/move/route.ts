import { moveDealerBooking } from '@/dealer-api/bookings';
import { dealerRoute } from '@/dealer-api/handler';
import { readJsonBody } from '@/lib/request-body';

const MOVE_MAX_BYTES = 1024;

/** Moves the booking to another free slot: `{ "local_start": "2026-11-30T10:30" }` (docs/dealer-api.md). */
export const POST = dealerRoute<{ id: string }>(async ({ db, principal, request, params }) =>
  Response.json(await moveDealerBooking(db, principal, params.id, await readJsonBody(request, 'the move', MOVE_MAX_BYTES), new Date())),
);
