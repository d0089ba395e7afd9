import type { z } from 'zod';
import { POSTCODE_MESSAGE } from './messages';
import type { PostcodeRule } from './postcode';

/** Test-only: a parse as one comparable value, so tables can list good and bad inputs side by side. */
export type Outcome = { ok: unknown } | { errors: string[] };

export function outcome(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : { errors: result.error.issues.map((issue) => issue.message) };
}

export const ok = (value: unknown): Outcome => ({ ok: value });
export const errors = (...messages: string[]): Outcome => ({ errors: messages });

/** Test-only postcode rules; the catalogues hold the real ones (src/i18n), the SPEC 5 message included. */
export const FOUR_DIGIT_POSTCODE: PostcodeRule = { format: 'four-digit', label: 'Postcode', message: POSTCODE_MESSAGE };
export const ZIP_CODE: PostcodeRule = { format: 'zip', label: 'ZIP code', message: 'Invalid ZIP code.' };
