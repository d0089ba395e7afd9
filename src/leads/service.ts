import 'server-only';
import type { z } from 'zod';
import { garageOwner } from '../domain/accounts/garage';
import type { Db } from '../db/client';
import {
  findLeadByIdempotencyKey,
  findLeadForUpdate,
  insertLead,
  insertLeadFiles,
  queueLeadDeliveries,
  replaceLeadToken,
  updateLead,
  type LeadChanges,
  type LeadFileInsert,
  type StoredLead,
} from '../db/queries/leads';
import type { Site } from '../domain/types';
import { fieldErrors } from '../domain/validation/field-errors';
import { INVALID_VALUE_MESSAGE } from '../domain/validation/messages';
import { schemaForLeadBody, type leadSchema, type LeadStatus, type partialLeadSchema } from '../domain/validation/lead';
import { leadRulesOf } from '../site/lead-rules';
import { ConflictError, ClientError, NotFoundError, ValidationError } from '../lib/errors';
import { holdLeadSlot } from './booking';
import { wakeLeadDelivery } from './delivery/runtime';
import { routeNewLead } from './notices/intake';
import { wakeConsoleMail } from './notices/runtime';
import { COMPLETED_MESSAGE, FORBIDDEN_MESSAGE, INVALID_LEAD_MESSAGE, LEAD_NOT_FOUND_MESSAGE } from './messages';
import { resolveLeadPlace, type LeadPlace } from './place';
import { hashLeadToken, newLeadToken, verifyLeadToken } from './token';

/**
 * Creating and updating leads (SPEC 3, 4, 7). A lead sent Complete is queued for delivery in the
 * transaction that completes it (the outbox), unless it went to the mock store.
 */

export type LeadScope = { site: Site; mock: boolean };
/** What the request itself says: its Idempotency-Key, user agent and the visitor ids of its cookies. */
export type LeadRequestMeta = {
  idempotencyKey: string | null;
  userAgent: string | null;
  visitor?: { anonId: string | null; sessionId: string | null };
  /** The signed-in shopper sending the lead, if any: the only way a lead joins an account's My Garage. */
  shopper?: { id: number; email: string } | null;
};

/** What the API answers: the public id twice (SPEC 7 reads `id`, the multi-step form `lead_id`). */
export type LeadAnswer = { id: string; lead_id: string; lead_status: string; lead_token?: string };
export type CreateOutcome = { answer: LeadAnswer; created: boolean };

/** Incomplete leads have no category of their own until the form knows it. */
const PARTIAL_CATEGORY = 'general-enquiry';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type ParsedLead = z.output<ReturnType<typeof leadSchema>>['lead'] | z.output<ReturnType<typeof partialLeadSchema>>['lead'];

function parseLead(site: Site, body: unknown): ParsedLead {
  const parsed = schemaForLeadBody(body, leadRulesOf(site)).safeParse(body);
  if (!parsed.success) throw new ValidationError(INVALID_LEAD_MESSAGE, fieldErrors(parsed.error, { under: 'lead' }));
  return parsed.data.lead;
}

/** The columns a parsed lead sets; fields it does not carry are left undefined (unchanged on update). */
function leadColumns(lead: ParsedLead, place: LeadPlace, meta: LeadRequestMeta): LeadChanges {
  const extra = lead.additional_services ? { ...lead.extra, additional_services: lead.additional_services } : lead.extra;
  const status: LeadStatus = lead.lead_status;
  return {
    name: lead.name,
    firstName: lead.first_name,
    middleName: lead.middle_name,
    lastName: lead.last_name,
    email: lead.email,
    // A lead that names no email leaves its account as it was (a later step of a partial lead).
    userId: lead.email === undefined ? undefined : garageOwner(lead.email, meta.shopper),
    phone: lead.phone,
    postcode: lead.postcode,
    category: lead.category,
    subcategory: lead.subcategory,
    leadStatus: status,
    formCompleted: lead.form_completed,
    skippedSteps: lead.skipped_steps,
    stepNumber: lead.step_number,
    hasFiles: lead.has_files || undefined,
    optIn: lead.opt_in,
    message: lead.message,
    extra,
    carId: place.car?.id,
    carType: lead.car_type ?? place.car?.carType,
    stockNumber: lead.stock_number ?? place.car?.stocknum,
    vehicleMake: lead.make ?? place.car?.make,
    vehicleModel: lead.model ?? place.car?.model,
    manufacturerSlug: lead.manufacturer_slug,
    dealershipId: place.dealershipId ?? undefined,
    dealershipSlug: place.dealershipSlug ?? undefined,
    locationId: place.locationId ?? undefined,
    url: lead.url,
    source: lead.source,
    userAgent: lead.user_agent ?? meta.userAgent ?? undefined,
    visitedPages: lead.visited_pages,
    linkedQueryParams: lead.linked_query_params,
    anonId: lead.anon_id ?? meta.visitor?.anonId ?? undefined,
    sessionId: lead.session_id ?? meta.visitor?.sessionId ?? undefined,
  };
}

function answer(lead: StoredLead, token?: string): LeadAnswer {
  return { id: lead.leadId, lead_id: lead.leadId, lead_status: lead.leadStatus, ...(token ? { lead_token: token } : {}) };
}

function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown; cause?: { code?: unknown } } | null)?.code ?? (error as { cause?: { code?: unknown } } | null)?.cause?.code;
  return code === '23505';
}

/**
 * A retried create (same Idempotency-Key on this site) gets the lead made the first time. Only
 * the token's hash is kept, so the retry gets a fresh token and the first one stops working:
 * the retry is the request whose answer reached the browser.
 */
async function replay(db: Db, existing: StoredLead): Promise<CreateOutcome> {
  const token = newLeadToken();
  await replaceLeadToken(db, existing.id, hashLeadToken(token));
  return { answer: answer(existing, token), created: false };
}

type Queued = { deliveries: number; notices: number };
const NOTHING_QUEUED: Queued = { deliveries: 0, notices: 0 };

/** A lead just completed: its deliveries and the console's notices (turn, managers, automatic reply) go into their outboxes. */
async function queueIfComplete(db: Db, scope: LeadScope, lead: StoredLead): Promise<Queued> {
  if (scope.mock || lead.leadStatus !== 'Complete' || lead.dealershipId === null) return NOTHING_QUEUED;
  return {
    deliveries: await queueLeadDeliveries(db, lead.id, lead.dealershipId, lead.locationId),
    notices: await routeNewLead(db, { id: lead.id, dealershipId: lead.dealershipId, category: lead.category }),
  };
}

/** A booking's confirmation email to the shopper leaves through the lead delivery outbox too. */
const withConfirmations = (queued: Queued, confirmations: number): Queued => ({ ...queued, deliveries: queued.deliveries + confirmations });

function wakeOutboxes(queued: Queued): void {
  if (queued.deliveries > 0) wakeLeadDelivery();
  if (queued.notices > 0) wakeConsoleMail();
}

export async function createLead(db: Db, scope: LeadScope, body: unknown, meta: LeadRequestMeta, files: readonly LeadFileInsert[] = []): Promise<CreateOutcome> {
  const { site, mock } = scope;
  if (meta.idempotencyKey) {
    const existing = await findLeadByIdempotencyKey(db, site.id, mock, meta.idempotencyKey);
    if (existing) return replay(db, existing);
  }
  const lead = parseLead(site, body);
  const place = await resolveLeadPlace(db, site, lead);
  const columns = leadColumns(lead, place, meta);
  const token = newLeadToken();
  let queued = NOTHING_QUEUED;
  try {
    const stored = await db.transaction(async (tx) => {
      const row = await insertLead(tx, {
        ...columns,
        category: columns.category ?? PARTIAL_CATEGORY,
        hasFiles: files.length > 0 || columns.hasFiles === true,
        websiteId: site.id,
        websiteSlug: site.slug,
        mock,
        tokenHash: hashLeadToken(token),
        idempotencyKey: meta.idempotencyKey,
        completedAt: columns.leadStatus === 'Complete' ? new Date() : null,
      });
      await insertLeadFiles(tx, row.id, files);
      const confirmations = await holdLeadSlot(tx, scope, row);
      queued = withConfirmations(await queueIfComplete(tx, scope, row), confirmations);
      return row;
    });
    wakeOutboxes(queued);
    return { answer: answer(stored, token), created: true };
  } catch (error) {
    // Two tries of one create at the same moment: the second finds the first's lead.
    if (meta.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findLeadByIdempotencyKey(db, site.id, mock, meta.idempotencyKey);
      if (existing) return replay(db, existing);
    }
    throw error;
  }
}

export async function updateLeadById(db: Db, scope: LeadScope, leadId: string, token: string | null, body: unknown, meta: LeadRequestMeta): Promise<LeadAnswer> {
  const { site, mock } = scope;
  if (!UUID.test(leadId)) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
  const current = await findLeadForUpdate(db, site.id, mock, leadId);
  if (!current) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
  if (!verifyLeadToken(token, current.tokenHash)) throw new ClientError(FORBIDDEN_MESSAGE, 403);

  const lead = parseLead(site, body);
  if (lead.lead_id !== undefined && lead.lead_id.toLowerCase() !== leadId.toLowerCase()) {
    throw new ValidationError(INVALID_LEAD_MESSAGE, { lead_id: [INVALID_VALUE_MESSAGE] });
  }
  const place = await resolveLeadPlace(db, site, lead, current);
  const columns = leadColumns(lead, place, meta);

  let queued = NOTHING_QUEUED;
  const updated = await db.transaction(async (tx) => {
    const locked = await findLeadForUpdate(tx, site.id, mock, leadId);
    if (!locked) throw new NotFoundError(LEAD_NOT_FOUND_MESSAGE);
    if (locked.leadStatus === 'Complete') {
      // A retried final submit changes nothing and succeeds; reopening a sent lead is refused.
      if (columns.leadStatus === 'Complete') return locked;
      throw new ConflictError(COMPLETED_MESSAGE);
    }
    const row = await updateLead(tx, locked.id, { ...columns, completedAt: columns.leadStatus === 'Complete' ? new Date() : undefined });
    const confirmations = await holdLeadSlot(tx, scope, row);
    queued = withConfirmations(await queueIfComplete(tx, scope, row), confirmations);
    return row;
  });
  wakeOutboxes(queued);
  return answer(updated);
}
