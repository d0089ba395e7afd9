import type { Instrumentation } from 'next';

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
