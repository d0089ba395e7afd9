import type { z } from 'zod';
import { fieldErrors } from '../domain/validation/field-errors';
import { ValidationError } from '../lib/errors';

const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';

/** A body through its schema, or a ValidationError carrying the per-field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw new ValidationError(CHECK_FIELDS_MESSAGE, fieldErrors(parsed.error));
}
