import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import type { FormState } from '../../domain/console/form-state';
import { ClientError, ValidationError } from '../../lib/errors';
import { log } from '../../lib/log';

/**
 * A server action's failure as form state: field messages for a ValidationError, the message of a
 * ClientError (a rate limit), and a plain apology for anything else, which is logged. Next's own
 * redirect, notFound and forbidden pass through.
 */
export function failureState<T>(error: unknown): FormState<T> {
  unstable_rethrow(error);
  if (error instanceof ValidationError) {
    // Field errors may come without a prototype (zod's flattening); React passes only plain objects to the form.
    const errors = Object.fromEntries(Object.entries(error.fieldErrors));
    return { message: Object.keys(errors).length > 0 ? null : error.message, errors };
  }
  if (error instanceof ClientError) return { message: error.message, errors: {} };
  log.error({ err: error }, 'console action failed');
  return { message: 'Something went wrong. Please try again.', errors: {} };
}
