import type { Instrumentation } from 'next';

/**
 * The lead delivery, console email and analytics event workers, the sign-in purge and the insights rollup run inside the server process
 * (docs/decisions/007-lead-delivery.md): the embedded database belongs to this one process, so no
 * other process could claim their outboxes.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const [{ startLeadDelivery }, { startConsoleMail }, { startAnalyticsDelivery }, { startSignInHousekeeping }, { startInsightRollup }] = await Promise.all([
    import('./src/leads/delivery/runtime'),
    import('./src/leads/notices/runtime'),
    import('./src/analytics/runtime'),
    import('./src/accounts/housekeeping'),
    import('./src/analytics/insights-rollup'),
  ]);
  startLeadDelivery();
  startConsoleMail();
  startAnalyticsDelivery();
  startSignInHousekeeping();
  startInsightRollup();
}

/**
 * One JSON log line for every error a request hits while rendering or handling a route, with the
 * request's id (set by the proxy), its site, and the Error itself, stack included: the page itself
 * shows only a generic error. The site is read from the Host name (`{slug}.localhost` or under
 * PLATFORM_DOMAIN) rather than looked up, so a line is written even when the database is down; a
 * custom domain is logged as `host` alone.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const [{ log }, { REQUEST_ID_HEADER }, { parseHost, slugFromHost }, { env }] = await Promise.all([
    import('./src/lib/log'),
    import('./src/lib/request-id'),
    import('./src/domain/host/host'),
    import('./src/env'),
  ]);
  const reqId = firstValue(request.headers[REQUEST_ID_HEADER]);
  const host = firstValue(request.headers.host);
  const target = parseHost(host, []);
  const site = target.kind === 'site' ? (slugFromHost(target.host, env().PLATFORM_DOMAIN) ?? undefined) : undefined;
  const digest = typeof error === 'object' && error !== null && 'digest' in error ? String(error.digest) : undefined;
  log.error({ reqId, site, host, path: request.path, route: context.routePath, kind: context.routeType, digest, err: error }, 'request error');
};

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
