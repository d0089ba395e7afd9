/**
 * SPEC 5: "Conditional fields show only when a referenced field has a value and no error." A field
 * whose referenced field is itself hidden is hidden too, so a chain of conditions folds away together.
 */

type Scalar = string | number | boolean;

export type ShowWhen = {
  /** The name of the field this one depends on. */
  field: string;
  /** Show only for these values of the referenced field; without it any value shows the field. */
  equals?: Scalar | readonly Scalar[] | undefined;
};

export type ConditionalField = { name: string; showWhen?: ShowWhen | undefined };

/** Unticked boxes, empty inputs and empty selections are "no value". */
export function hasValue(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some(hasValue);
  return true;
}

/** Errors as forms keep them: react-hook-form's `{ message }` objects, or our `string[]` per field. */
function hasError(errors: Readonly<Record<string, unknown>>, name: string): boolean {
  const error = errors[name];
  if (Array.isArray(error)) return error.length > 0;
  return error !== undefined && error !== null && error !== false;
}

function matches(value: unknown, equals: ShowWhen['equals']): boolean {
  if (equals === undefined) return true;
  const wanted: readonly Scalar[] = typeof equals === 'object' ? equals : [equals];
  const given = Array.isArray(value) ? value : [value];
  return given.some((item) => wanted.some((want) => String(want) === String(item)));
}

/** The fields to show, in their order. */
export function visibleFields<F extends ConditionalField>(
  fields: readonly F[],
  values: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, unknown>> = {},
): F[] {
  const byName = new Map(fields.map((field) => [field.name, field]));
  const memo = new Map<string, boolean>();

  const visible = (field: F, path: ReadonlySet<string>): boolean => {
    const known = memo.get(field.name);
    if (known !== undefined) return known;
    const when = field.showWhen;
    let shown = true;
    if (when) {
      const parent = byName.get(when.field);
      // A cycle of conditions can never be satisfied first, so its fields stay hidden.
      const parentShown = parent === undefined || (!path.has(parent.name) && visible(parent, new Set([...path, parent.name])));
      const value = values[when.field];
      shown = parentShown && hasValue(value) && !hasError(errors, when.field) && matches(value, when.equals);
    }
    memo.set(field.name, shown);
    return shown;
  };

  return fields.filter((field) => visible(field, new Set([field.name])));
}

/** Only the values of visible fields: what a hidden field holds is not part of the answer. */
export function visibleValues(
  fields: readonly ConditionalField[],
  values: Readonly<Record<string, unknown>>,
  errors: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const hidden = new Set(fields.map((field) => field.name));
  for (const field of visibleFields(fields, values, errors)) hidden.delete(field.name);
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name)));
}
