import 'server-only';
import { forbidden, notFound } from 'next/navigation';
import { ConsoleForbiddenError, ConsoleNotFoundError } from '../domain/console/access';
import { jsonRoute } from '../lib/api';
import { ClientError, NotFoundError } from '../lib/errors';

/**
 * How console failures are answered: outside the actor's dealerships 404 (never 403, which would
 * confirm the id exists), beyond their role 403.
 */

/** For a console page or server action: runs `work`, turning the console's errors into Next's 404 and 403 pages. */
export async function consolePage<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ConsoleNotFoundError) notFound();
    if (error instanceof ConsoleForbiddenError) forbidden();
    throw error;
  }
}

/** A console route handler: JSON answers as jsonRoute, with the console's errors as 404 and 403. */
export function consoleRoute<C>(handler: (request: Request, context: C) => Promise<Response>) {
  return jsonRoute(async (request: Request, context: C) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof ConsoleNotFoundError) throw new NotFoundError('Not found');
      if (error instanceof ConsoleForbiddenError) throw new ClientError(error.message, 403);
      throw error;
    }
  });
}
