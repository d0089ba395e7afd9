import 'server-only';
import { ConsoleForbiddenError, ConsoleNotFoundError } from '../../domain/console/access';
import { ClientError, ValidationError } from '../../lib/errors';
import { log } from '../../lib/log';

const JSON_HEADERS = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } as const;

export function jsonAnswer(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: JSON_HEADERS });
}

/**
 * A photo route's failure in plain words, always 4xx for what the client can change: not found
 * (also for another dealership's car: never 403, which would confirm it exists), not allowed for the
 * role, a field's message. Anything else is logged and answered 503 without detail.
 */
export function photoErrorAnswer(error: unknown): Response {
  if (error instanceof ConsoleNotFoundError) return jsonAnswer({ errors: { _form: ['This car or photo was not found.'] } }, 404);
  if (error instanceof ConsoleForbiddenError) return jsonAnswer({ errors: { _form: ['Your role does not allow changing photos.'] } }, 403);
  if (error instanceof ValidationError) return jsonAnswer({ errors: error.fieldErrors }, 422);
  if (error instanceof ClientError) return jsonAnswer({ errors: { _form: [error.message] } }, error.status);
  log.error({ err: error }, 'photo change failed');
  return jsonAnswer({ errors: { _form: ['The photos could not be changed just now; try again in a moment.'] } }, 503);
}
