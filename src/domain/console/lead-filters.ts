import { z } from 'zod';
import { WORK_STATUSES } from './lead-status';

/**
 * The inbox's filters as the URL carries them (issue 28), so a filtered list can be bookmarked,
 * shared and exported. Anything the URL gets wrong is dropped rather than refused: a stale link
 * still opens the inbox.
 */
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const optionalText = z
  .string()
  .trim()
  .max(120)
  .transform((value) => (value === '' ? undefined : value))
  .optional()
  .catch(undefined);
const optionalId = z.coerce.number().int().positive().optional().catch(undefined);
const optionalDate = z.string().regex(DATE).optional().catch(undefined);

const leadFiltersSchema = z.object({
  q: optionalText,
  site: optionalId,
  kind: z
    .string()
    .regex(/^[a-z0-9-]{1,60}$/)
    .optional()
    .catch(undefined),
  status: z.enum(WORK_STATUSES).optional().catch(undefined),
  /** A staff id, or 'none' for unassigned leads. */
  assignee: z
    .union([z.literal('none'), z.coerce.number().int().positive()])
    .optional()
    .catch(undefined),
  from: optionalDate,
  to: optionalDate,
  car: z.enum(['yes', 'no']).optional().catch(undefined),
  /** The keyset cursor of the next page: the last row's received time and id. */
  after: z
    .string()
    .regex(/^[0-9T:.Z-]{10,40}~\d{1,10}$/)
    .optional()
    .catch(undefined),
});
export type LeadFilters = z.output<typeof leadFiltersSchema>;

export function parseLeadFilters(params: URLSearchParams | Record<string, string | string[] | undefined>): LeadFilters {
  const entries = params instanceof URLSearchParams ? [...params.entries()] : Object.entries(params);
  const flat: Record<string, string> = {};
  for (const [key, value] of entries) {
    const one = Array.isArray(value) ? value[0] : value;
    if (one !== undefined) flat[key] = one;
  }
  return leadFiltersSchema.parse(flat);
}

/** The filters as URL parameters again (without the cursor unless asked), for links and the export. */
export function leadFilterParams(filters: LeadFilters, withCursor = false): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || (key === 'after' && !withCursor)) continue;
    params.set(key, String(value));
  }
  return params;
}

export type LeadCursor = { receivedAt: string; id: number };

/** Plain text rather than an opaque token: it names only a time and a lead number the reader could see anyway. */
export function encodeLeadCursor(cursor: LeadCursor): string {
  return `${cursor.receivedAt}~${cursor.id}`;
}

export function decodeLeadCursor(raw: string | undefined): LeadCursor | null {
  if (!raw) return null;
  const [receivedAt, id] = raw.split('~');
  if (!receivedAt || !id || Number.isNaN(Date.parse(receivedAt)) || !/^\d{1,10}$/.test(id)) return null;
  return { receivedAt, id: Number(id) };
}

/**
 * The words a search looks for, each matched as the start of a lead's search term (name word,
 * email, phone digits, stock number). A query that reads as a phone number is one term of digits.
 */
export function searchTerms(query: string | undefined): string[] {
  const text = (query ?? '').trim().toLowerCase();
  if (text === '') return [];
  if (/^[\d\s()+.-]+$/.test(text) && /\d/.test(text)) return [text.replace(/\D/g, '')];
  const words = text.split(/\s+/).flatMap((word) => (word.includes('@') || /\d/.test(word) ? [word] : word.split(/[^\p{L}\p{N}]+/u)));
  return [...new Set(words.filter((word) => word !== ''))].slice(0, 5);
}

/** A lead's public id; anything else in a console URL names no lead. */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
