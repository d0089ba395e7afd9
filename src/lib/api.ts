import 'server-only';
import { NotFoundError, statusOf } from './errors';
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
      // Only a not-found message is safe to show; anything else may name internals.
      return Response.json(
        { error: error instanceof NotFoundError ? message : (PUBLIC_MESSAGES[status] ?? 'Request failed') },
        { status, headers: { 'cache-control': 'no-store' } },
      );
    }
  };
}
