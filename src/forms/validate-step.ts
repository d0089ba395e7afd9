import { z } from 'zod';
import { visibleFields } from '../domain/validation/conditional';
import { fieldErrors, firstFieldErrors } from '../domain/validation/field-errors';
import { schemaFor, type SchemaContext } from './field-schema';
import type { FieldDefinition, FormValues } from './types';

export type StepResult = { ok: true; values: FormValues } | { ok: false; errors: Record<string, string> };

const VALUELESS = new Set(['button']);

function check(fields: readonly FieldDefinition[], values: FormValues, context: SchemaContext): StepResult {
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) if (!VALUELESS.has(field.kind)) shape[field.name] = schemaFor(field, context);
  const parsed = z.object(shape).safeParse(values);
  if (parsed.success) return { ok: true, values: parsed.data };
  return { ok: false, errors: firstFieldErrors(fieldErrors(parsed.error)) };
}

/**
 * Checks the fields of one step with the shared schemas. SPEC 5: a conditional field shows (and so
 * counts) only when its referenced field has a value and no error, so the visible set is worked out
 * again once the first check knows which fields are in error. Hidden fields' values are left out.
 */
export function validateStep(fields: readonly FieldDefinition[], values: FormValues, context: SchemaContext): StepResult {
  const first = check(visibleFields(fields, values), values, context);
  const errors = first.ok ? {} : first.errors;
  return check(visibleFields(fields, values, errors), values, context);
}
