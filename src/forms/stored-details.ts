import type { FieldDefinition, FormValues } from './types';

/**
 * SPEC 3 stored user details: name, last_name, email, phone, postcode, kept in the browser so later
 * forms start filled in. What comes back from storage may be old or hand-edited, so it is parsed,
 * and a bad entry is dropped rather than trusted.
 */
export const STORED_DETAILS_KEY = 'forecourt:user-details';

export type StoredDetails = { name?: string; last_name?: string; email?: string; phone?: string; postcode?: string };

const DETAIL_KEYS = ['name', 'last_name', 'email', 'phone', 'postcode'] as const;
const DETAIL_MAX_LENGTH = 254;

/**
 * Checked by hand rather than with a Zod schema: this runs in the layout of every page, and a schema
 * there put all of Zod (32 KB compressed) in every page's scripts (docs/benchmarks.md, "Lighthouse").
 * Each detail is kept trimmed when it is text of at most 254 characters and dropped otherwise.
 */
function detailsOf(json: unknown): StoredDetails | null {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
  const details: StoredDetails = {};
  for (const key of DETAIL_KEYS) {
    const value = (json as Record<string, unknown>)[key];
    const trimmed = typeof value === 'string' ? value.trim() : undefined;
    if (trimmed !== undefined && trimmed.length <= DETAIL_MAX_LENGTH) details[key] = trimmed;
  }
  return details;
}

function isEmpty(details: StoredDetails): boolean {
  return Object.values(details).every((value) => value === undefined || value === '');
}

export function parseStoredDetails(raw: string | null): StoredDetails | null {
  if (raw === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const details = detailsOf(json);
  return details && !isEmpty(details) ? details : null;
}

/** The details a submitted form gave; a full name splits at its last space into name and last name. */
export function detailsFromValues(values: FormValues): StoredDetails | null {
  const str = (key: string) => (typeof values[key] === 'string' && values[key] !== '' ? (values[key] as string) : undefined);
  let name = str('first_name');
  let lastName = str('last_name');
  const full = str('name');
  if (name === undefined && full !== undefined) {
    const cut = full.lastIndexOf(' ');
    name = cut > 0 ? full.slice(0, cut) : full;
    lastName ??= cut > 0 ? full.slice(cut + 1) : undefined;
  }
  const details: StoredDetails = { name, last_name: lastName, email: str('email'), phone: str('phone'), postcode: str('postcode') };
  return isEmpty(details) ? null : details;
}

/** Values for the form's own fields from stored details; fields the form lacks are left out. */
export function prefillFromDetails(details: StoredDetails, fields: readonly FieldDefinition[]): FormValues {
  const values: FormValues = {};
  const fullName = [details.name, details.last_name].filter(Boolean).join(' ');
  for (const field of fields) {
    let value: string | undefined;
    if (field.kind === 'full-name') value = fullName || undefined;
    else if (field.kind === 'first-name') value = details.name;
    else if (field.kind === 'last-name') value = details.last_name;
    else if (field.kind === 'email') value = details.email;
    else if (field.kind === 'phone') value = details.phone;
    else if (field.kind === 'postcode') value = details.postcode;
    if (value !== undefined && value !== '') values[field.name] = value;
  }
  return values;
}
