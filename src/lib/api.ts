import 'server-only';
import { ClientError, ConflictError, NotFoundError, ValidationError, statusOf } from './errors';
import { log } from './log';

const PUBLIC_MESSAGES: Record<number, string> = {
  404: 'Not found',
  503: 'Service temporarily unavailable',
  500: 'Something went wrong',
};

/**
 * Wraps a route handler so every failure becomes a JSON answer with the status of its error
 * class, logged as one line; a stack trace never reaches the client.
 */
export function jsonRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return async (request: Request, context: C): Promise<Response> => {
    try {
      return await handler(request, context);
    } catch (error) {
      const status = statusOf(error);
      const message = error instanceof Error ? error.message : String(error);
      if (status >= 500) log.error({ status, url: request.url, err: message }, 'request failed');
      const headers = { 'cache-control': 'no-store', ...(error instanceof ClientError ? error.headers : {}) };
      if (error instanceof ValidationError) return Response.json({ error: message, errors: error.fieldErrors }, { status, headers });
      // Messages written for the client are shown; anything else may name internals.
      const safe = error instanceof NotFoundError || error instanceof ClientError || error instanceof ConflictError;
      return Response.json({ error: safe ? message : (PUBLIC_MESSAGES[status] ?? 'Request failed') }, { status, headers });
    }
  };
}
