import type { Instrumentation } from 'next';

/**
 * The lead delivery worker runs inside the server process (docs/decisions/007-lead-delivery.md):
 * the embedded database belongs to this one process, so no other process could claim its outbox.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startLeadDelivery } = await import('./src/leads/delivery/runtime');
  startLeadDelivery();
}

/**
 * One JSON log line for every error a request hits while rendering or handling a route, with the
 * path and the error's own message: the page itself shows only a generic error.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { log } = await import('./src/lib/log');
  const message = error instanceof Error ? error.message : String(error);
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  log.error({ path: request.path, route: context.routePath, kind: context.routeType, digest, err: message }, 'request error');
};
