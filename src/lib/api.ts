import 'server-only';
import { ClientError, ConflictError, NotFoundError, ValidationError, statusOf } from './errors';
import { requestLog, withRequestLog } from './request-log';

const PUBLIC_MESSAGES: Record<number, string> = {
  404: 'Not found',
  503: 'Service temporarily unavailable',
  500: 'Something went wrong',
};

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler so every failure becomes a JSON answer with the status of its error
 * class. A server-side failure is logged as one line carrying the request's id and site and the
 * Error itself, stack included; the stack never reaches the client.
 */
export function jsonRoute<C>(handler: Handler<C>) {
  return (request: Request, context: C): Promise<Response> => withRequestLog(request, () => answer(handler, request, context));
}

async function answer<C>(handler: Handler<C>, request: Request, context: C): Promise<Response> {
  try {
    return await handler(request, context);
  } catch (error) {
    const status = statusOf(error);
    const message = error instanceof Error ? error.message : String(error);
    if (status >= 500) requestLog().error({ status, url: request.url, err: error }, 'request failed');
    const headers = { 'cache-control': 'no-store', ...(error instanceof ClientError ? error.headers : {}) };
    if (error instanceof ValidationError) return Response.json({ error: message, errors: error.fieldErrors }, { status, headers });
    // Messages written for the client are shown; anything else may name internals.
    const safe = error instanceof NotFoundError || error instanceof ClientError || error instanceof ConflictError;
    return Response.json({ error: safe ? message : (PUBLIC_MESSAGES[status] ?? 'Request failed') }, { status, headers });
  }
}
