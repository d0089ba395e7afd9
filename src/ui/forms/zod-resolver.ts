import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors, firstFieldErrors } from '../../domain/validation/field-errors';

/** react-hook-form errors from per-field messages (one message per field, as the forms show). */
export function toFormErrors<T extends FieldValues>(messages: Record<string, string>): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [key, message] of Object.entries(messages)) errors[key] = { type: 'validate', message };
  return errors as FieldErrors<T>;
}

/**
 * A react-hook-form resolver over one of the shared zod schemas, so the form shows exactly the
 * messages the API answers with.
 */
export function zodResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return { values: {}, errors: toFormErrors<z.input<S>>(firstFieldErrors(fieldErrors(result.error))) };
  };
}
