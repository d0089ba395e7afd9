import 'server-only';
import { getDb } from '../db';
import type { Db } from '../db/client';
import { jsonRoute } from '../lib/api';
import { requireDealer, type DealerPrincipal } from './auth';

/** Dealer API bodies are small JSON objects; a car with its longest description fits well inside. */
export const DEALER_BODY_MAX_BYTES = 64 * 1024;

type Call<P> = { db: Db; principal: DealerPrincipal; request: Request; params: P };

/**
 * A dealer API route handler: authenticated first (401 before anything is read), every failure a
 * JSON answer (src/lib/api.ts), nothing stored by caches.
 */
export function dealerRoute<P>(handler: (call: Call<P>) => Promise<Response>) {
  return jsonRoute(async (request: Request, context: { params: Promise<P> }) => {
    const db = await getDb();
    const principal = await requireDealer(db, request);
    const response = await handler({ db, principal, request, params: await context.params });
    response.headers.set('cache-control', 'no-store');
    return response;
  });
}
