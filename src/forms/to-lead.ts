import { LEAD_ANSWER_FIELDS } from '../domain/validation/lead';
import type { TrackingFields } from '../domain/validation/multi-step';
import type { FieldDefinition, FormValues } from './types';

/**
 * Form answers to the lead API's body (docs/api.md): SPEC 3 Lead fields at the top (LEAD_ANSWER_FIELDS),
 * every other answer under `extra`. Card numbers never go into a lead: they belong to the payment provider, and
 * a lead is emailed in clear text. Files travel as multipart parts, not as values.
 */

const NEVER_SENT = new Set(['card-number', 'card-expiry', 'expiry-date', 'file', 'button']);

export type SessionTracking = {
  url: string;
  user_agent: string;
  visited_pages: string[];
  linked_query_params: Record<string, string>;
  /** The visitor's device and session ids (src/domain/visitor/ids.ts), when the browser has them. */
  anon_id?: string;
  session_id?: string;
};

export type LeadContext = {
  category: string;
  websiteSlug: string;
  dealershipSlug: string | null;
  tracking: SessionTracking;
  status: TrackingFields;
};

type ExtraValue = string | number | boolean | null | string[];

function extraValue(value: unknown): ExtraValue | undefined {
  if (value === undefined) return undefined;
  if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

export function leadBody(fields: readonly FieldDefinition[], values: FormValues, context: LeadContext): { lead: Record<string, unknown> } {
  const kinds = new Map(fields.map((field) => [field.name, field.kind]));
  const lead: Record<string, unknown> = {};
  const extra: Record<string, ExtraValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const kind = kinds.get(name);
    if ((kind !== undefined && NEVER_SENT.has(kind)) || value === undefined || value === '') continue;
    if (LEAD_ANSWER_FIELDS.has(name)) lead[name] = value;
    else {
      const cleaned = extraValue(value);
      if (cleaned !== undefined) extra[name] = cleaned;
    }
  }
  return {
    lead: {
      ...lead,
      category: context.category,
      website_slug: context.websiteSlug,
      ...(context.dealershipSlug !== null && lead.dealership_slug === undefined ? { dealership_slug: context.dealershipSlug } : {}),
      ...(Object.keys(extra).length > 0 ? { extra } : {}),
      ...context.status,
      ...context.tracking,
    },
  };
}

/** The files a form's file fields hold. */
export function filesOf(fields: readonly FieldDefinition[], values: FormValues): File[] {
  const files: File[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind !== 'file' || value === null || typeof value !== 'object' || !('length' in value)) continue;
    for (const item of Array.from(value as ArrayLike<unknown>)) if (typeof File !== 'undefined' && item instanceof File) files.push(item);
  }
  return files;
}
