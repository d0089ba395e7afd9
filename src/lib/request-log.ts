import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'pino';
import { log } from './log';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

/**
 * The logger of the request being handled, found through async context so that services log with
 * the request's id and site without every call passing a logger along. Only route handlers open a
 * scope: stored (ISR) pages are rendered for no one request, so they never read its headers.
 */
type Scope = { reqId: string; logger: Logger };

const scopes = new AsyncLocalStorage<Scope>();

/** Runs a route handler with a logger carrying the request's id (the proxy's header, or a new one). */
export function withRequestLog<T>(request: Request, handle: () => Promise<T>): Promise<T> {
  const reqId = requestIdFor(request.headers.get(REQUEST_ID_HEADER));
  return scopes.run({ reqId, logger: log.child({ reqId }) }, handle);
}

/** Names the site once the handler has resolved it, for every later line of the request. */
export function setRequestSite(slug: string): void {
  const scope = scopes.getStore();
  if (scope) scope.logger = log.child({ reqId: scope.reqId, site: slug });
}

/** The current request's logger; outside a request, the process's own. */
export function requestLog(): Logger {
  return scopes.getStore()?.logger ?? log;
}
