import { z } from 'zod';
import type { FieldDefinition, FormValues } from './types';

/**
 * SPEC 3 stored user details: name, last_name, email, phone, postcode, kept in the browser so later
 * forms start filled in. What comes back from storage may be old or hand-edited, so it is parsed,
 * and a bad entry is dropped rather than trusted.
 */
export const STORED_DETAILS_KEY = 'forecourt:user-details';

const text = z.string().trim().max(254).optional().catch(undefined);
const detailsSchema = z.object({ name: text, last_name: text, email: text, phone: text, postcode: text });

export type StoredDetails = z.output<typeof detailsSchema>;

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
  const parsed = detailsSchema.safeParse(json);
  return parsed.success && !isEmpty(parsed.data) ? parsed.data : null;
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
