import type { z } from 'zod';

/** Test-only: a parse as one comparable value, so tables can list good and bad inputs side by side. */
export type Outcome = { ok: unknown } | { errors: string[] };

export function outcome(schema: z.ZodType, input: unknown): Outcome {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : { errors: result.error.issues.map((issue) => issue.message) };
}

export const ok = (value: unknown): Outcome => ({ ok: value });
export const errors = (...messages: string[]): Outcome => ({ errors: messages });
