import { setReserved } from '@/dealer-api/cars';
import { dealerRoute } from '@/dealer-api/handler';
import { readJsonBody } from '@/lib/request-body';

const RESERVED_MAX_BYTES = 1024;

/** Sets or clears the car's reserved flag: `{ "reserved": true }` (docs/dealer-api.md). */
export const PUT = dealerRoute<{ stock: string }>(async ({ db, principal, request, params }) =>
  Response.json(await setReserved(db, principal, params.stock, await readJsonBody(request, 'the reserved flag', RESERVED_MAX_BYTES))),
);
