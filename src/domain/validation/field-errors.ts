import type { z } from 'zod';

/**
 * Per-field messages, the shape an API 422 answer carries and a form shows beside each input
 * (ARCHITECTURE practice 8: errors per field, never one string). Keys are dotted paths
 * ('email', 'visited_pages.3'), so nested and list fields keep their place; `z.flattenError`
 * keeps only the first path segment, which would file every lead error under 'lead'.
 */

export type FieldErrors = Record<string, string[]>;

/** Where issues about the whole value (not one field) go. */
export const FORM_ERRORS_KEY = '_form';

function keyOf(path: readonly PropertyKey[]): string {
  return path.length === 0 ? FORM_ERRORS_KEY : path.map(String).join('.');
}

/**
 * Keys come from the client (an unknown key is reported on itself), so the record has no prototype:
 * on a plain `{}` a key such as `constructor` or `toString` finds Object's own member, and
 * `__proto__` replaces the prototype instead of adding a field.
 */
function emptyRecord<T>(): Record<string, T> {
  return Object.create(null) as Record<string, T>;
}

function add(errors: FieldErrors, key: string, message: string): void {
  const list = Object.hasOwn(errors, key) ? errors[key] : undefined;
  if (list === undefined) errors[key] = [message];
  else if (!list.includes(message)) list.push(message);
}

/**
 * Messages per field. `under` makes keys relative to one object: `fieldErrors(error, { under: 'lead' })`
 * turns 'lead.email' into 'email', the form's own field name. An unknown key is reported on that key.
 */
export function fieldErrors(error: z.core.$ZodError, options: { under?: string } = {}): FieldErrors {
  const errors = emptyRecord<string[]>();
  for (const issue of error.issues) {
    const path = options.under !== undefined && issue.path[0] === options.under ? issue.path.slice(1) : issue.path;
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(errors, keyOf([...path, key]), issue.message);
    } else {
      add(errors, keyOf(path), issue.message);
    }
  }
  return errors;
}

/** The first message of each field, for inline display. */
export function firstFieldErrors(errors: FieldErrors): Record<string, string> {
  const first = emptyRecord<string>();
  for (const [key, messages] of Object.entries(errors)) {
    const message = messages[0];
    if (message !== undefined) first[key] = message;
  }
  return first;
}
