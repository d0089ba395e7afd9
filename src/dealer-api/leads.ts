import 'server-only';
import type { Db } from '../db/client';
import { acknowledgeDealerLead, findDealerLead, listDealerLeads, type DealerLeadRow } from '../db/queries/dealer-leads';
import { toLeadMessage } from '../db/queries/lead-messages';
import {
  encodeLeadCursor,
  leadIdSchema,
  leadListQuerySchema,
  toLeadListQuery,
  type DealerLeadJson,
} from '../domain/validation/dealer-leads';
import { fieldErrors } from '../domain/validation/field-errors';
import { leadJson } from '../leads/delivery/lead-json';
import { NotFoundError, ValidationError } from '../lib/errors';
import type { DealerPrincipal } from './auth';

/**
 * The dealer API's lead calls: a dealership's completed leads, paged in completion order with a
 * cursor, one lead, and acknowledging one. Another dealership's lead is not found.
 */
const LEAD_NOT_FOUND = 'There is no lead with this id.';

const iso = (value: Date | string) => new Date(value).toISOString();

function dealerLeadJson(row: DealerLeadRow): DealerLeadJson {
  return {
    ...leadJson(toLeadMessage(row)),
    lead_status: 'Complete',
    completed_at: iso(row.completed_at_text),
    acknowledged_at: row.acknowledged_at === null ? null : iso(row.acknowledged_at),
  };
}

export type LeadPage = { leads: DealerLeadJson[]; next_cursor: string | null; has_more: boolean };

/** Query parameters as the URL has them; repeated ones are refused rather than guessed at. */
function queryObject(params: URLSearchParams): { query: Record<string, string>; repeated: string[] } {
  const query: Record<string, string> = {};
  const repeated: string[] = [];
  for (const [key, value] of params) {
    if (key in query) repeated.push(key);
    query[key] = value;
  }
  return { query, repeated };
}

export async function listLeads(db: Db, principal: DealerPrincipal, params: URLSearchParams): Promise<LeadPage> {
  const { query, repeated } = queryObject(params);
  const parsed = leadListQuerySchema.safeParse(query);
  const errors = parsed.success ? {} : fieldErrors(parsed.error);
  for (const key of repeated) errors[key] = ['Give this parameter once.'];
  if (!parsed.success || repeated.length > 0) throw new ValidationError('The query is not valid.', errors);
  const { rows, hasMore } = await listDealerLeads(db, principal.dealershipId, toLeadListQuery(parsed.data));
  const last = rows.at(-1);
  return {
    leads: rows.map(dealerLeadJson),
    next_cursor: last ? encodeLeadCursor({ completedAt: last.completed_at_text, id: last.id }) : (parsed.data.since ?? null),
    has_more: hasMore,
  };
}

function leadId(raw: string): string {
  // A malformed id names no lead: not found, like another dealership's.
  const parsed = leadIdSchema.safeParse(raw);
  if (!parsed.success) throw new NotFoundError(LEAD_NOT_FOUND);
  return parsed.data.toLowerCase();
}

export async function getLead(db: Db, principal: DealerPrincipal, rawLeadId: string): Promise<DealerLeadJson> {
  const row = await findDealerLead(db, principal.dealershipId, leadId(rawLeadId));
  if (!row) throw new NotFoundError(LEAD_NOT_FOUND);
  return dealerLeadJson(row);
}

export async function acknowledgeLead(db: Db, principal: DealerPrincipal, rawLeadId: string): Promise<DealerLeadJson> {
  const id = leadId(rawLeadId);
  if (!(await acknowledgeDealerLead(db, principal.dealershipId, id))) throw new NotFoundError(LEAD_NOT_FOUND);
  return getLead(db, principal, id);
}
