import type { Plural } from './types';

/* No catalogue is imported here: client components fill the texts they were handed. */

/** Fill `{name}` placeholders; a placeholder without a value stays as written so a gap is visible. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** The form of `forms` for `count`, filled with it. */
export function plural(forms: Plural, count: number, values: Record<string, string | number> = {}): string {
  return fill(count === 1 ? forms.one : forms.other, { ...values, count });
}
