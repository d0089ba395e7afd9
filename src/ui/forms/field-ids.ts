import type { FieldDefinition } from '@/forms/types';

/** The ids that tie a field's label, hint and error text to its input (aria-describedby). */
export function fieldIds(formId: string, field: Pick<FieldDefinition, 'name' | 'hint'>, hasError: boolean) {
  const input = `${formId}-${field.name}`;
  const hint = `${input}-hint`;
  const error = `${input}-error`;
  const describedBy = [field.hint ? hint : null, hasError ? error : null].filter(Boolean).join(' ') || undefined;
  return { input, hint, error, describedBy };
}
