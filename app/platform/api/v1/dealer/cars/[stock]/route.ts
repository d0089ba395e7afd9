import { getCar, patchCar, removeCar, upsertCar } from '@/dealer-api/cars';
import { DEALER_BODY_MAX_BYTES, dealerRoute } from '@/dealer-api/handler';
import { readJsonBody } from '@/lib/request-body';

/** The dealership's car by stock number (docs/dealer-api.md). */
type Params = { stock: string };

export const GET = dealerRoute<Params>(async ({ db, principal, params }) => Response.json(await getCar(db, principal, params.stock)));

export const PUT = dealerRoute<Params>(async ({ db, principal, request, params }) => {
  const { created, car } = await upsertCar(db, principal, params.stock, await readJsonBody(request, 'the car', DEALER_BODY_MAX_BYTES));
  return Response.json(car, { status: created ? 201 : 200 });
});

/** A JSON merge patch (RFC 7396, application/merge-patch+json): left out unchanged, null cleared. */
export const PATCH = dealerRoute<Params>(async ({ db, principal, request, params }) =>
  Response.json(await patchCar(db, principal, params.stock, await readJsonBody(request, 'the changes', DEALER_BODY_MAX_BYTES))),
);

export const DELETE = dealerRoute<Params>(async ({ db, principal, params }) => {
  await removeCar(db, principal, params.stock);
  return new Response(null, { status: 204 });
});
