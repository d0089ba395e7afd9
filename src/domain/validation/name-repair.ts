/**
 * SPEC 5: "If name is empty or 'undefined undefined' and first_name exists, name is set to first_name."
 * Browsers build `name` as `${first} ${last}`, so a missing pair arrives as the text 'undefined
 * undefined'. Where last_name is there too the repaired name is the full "first last", which is what
 * such a join meant to produce.
 */

type NameFields = { name?: unknown; first_name?: unknown; last_name?: unknown };

/** Text that stands for "no name": blank, or only the words a join of missing values writes. */
export function isPlaceholderName(name: unknown): boolean {
  if (name === undefined || name === null) return true;
  if (typeof name !== 'string') return false;
  return /^\s*(?:(?:undefined|null)\s*)*$/i.test(name);
}

function given(value: unknown): value is string {
  return typeof value === 'string' && !isPlaceholderName(value);
}

/** The values with `name` repaired; the input is not changed, and values that need nothing come back as they are. */
export function repairName<T extends NameFields>(values: T): T {
  if (!isPlaceholderName(values.name) || !given(values.first_name)) return values;
  const first = values.first_name.trim();
  const name = given(values.last_name) ? `${first} ${values.last_name.trim()}` : first;
  return { ...values, name };
}
