import 'server-only';
import type { Db } from '../../db/client';
import { inboxChoices, listInboxLeads, type InboxQuery, type InboxRow } from '../../db/queries/console-leads';
import { leadSettingsOf } from '../../db/queries/console-lead-work';
import type { StaffActor } from '../../domain/console/access';
import { decodeLeadCursor, encodeLeadCursor, searchTerms, type LeadFilters } from '../../domain/console/lead-filters';
import { DEFAULT_THRESHOLDS, leadMark, type LeadMark, type LeadThresholds } from '../../domain/console/lead-marks';
import { isWorkStatus, WORK_STATUS_LABELS, WORK_STATUSES, type WorkStatus } from '../../domain/console/lead-status';
import { kindLabel, leadKinds } from './labels';
import { inboxScopeFor } from './scope';

/** The leads inbox (issue 28): a page of the actor's leads, newest first, with the filters from the URL. */

const INBOX_PAGE_SIZE = 25;

export type InboxLead = {
  leadId: string;
  kind: string;
  kindLabel: string;
  name: string;
  email: string | null;
  phone: string | null;
  site: string;
  page: string | null;
  utm: string | null;
  receivedAt: string;
  status: WorkStatus;
  statusLabel: string;
  assignee: string | null;
  car: { name: string; photo: string | null; stockNumber: string | null } | null;
  mark: LeadMark;
};

export type InboxPage = { leads: InboxLead[]; nextCursor: string | null };

export function toInboxQuery(filters: LeadFilters): Omit<InboxQuery, 'after' | 'limit'> {
  return {
    terms: searchTerms(filters.q),
    websiteId: filters.site,
    category: filters.kind,
    status: filters.status,
    assignee: filters.assignee,
    from: filters.from,
    to: filters.to,
    hasCar: filters.car === undefined ? undefined : filters.car === 'yes',
  };
}

function pagePath(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

function utmOf(params: Record<string, string>): string | null {
  const parts = ['utm_source', 'utm_medium', 'utm_campaign'].map((key) => params[key]).filter((value): value is string => Boolean(value));
  return parts.length > 0 ? parts.join(' / ') : null;
}

export function toInboxLead(row: InboxRow, thresholds: LeadThresholds, now: Date): InboxLead {
  const status: WorkStatus = isWorkStatus(row.work_status) ? row.work_status : 'new';
  const carName = row.car_name ?? ([row.vehicle_make, row.vehicle_model].filter(Boolean).join(' ') || null);
  return {
    leadId: row.lead_id,
    kind: row.category,
    kindLabel: kindLabel(row.category),
    name: row.name ?? 'No name given',
    email: row.email,
    phone: row.phone,
    site: row.website_name,
    page: pagePath(row.url),
    utm: utmOf(row.linked_query_params),
    receivedAt: row.received_at,
    status,
    statusLabel: WORK_STATUS_LABELS[status],
    assignee: row.assignee_name,
    car: carName === null && row.stock_number === null ? null : { name: carName ?? 'Vehicle', photo: row.car_photo, stockNumber: row.stock_number },
    mark: leadMark({ receivedAt: new Date(row.received_at), touchedAt: row.touched_at === null ? null : new Date(row.touched_at), status }, now, thresholds),
  };
}

/** Each dealership's thresholds, the defaults where it has none. */
export async function thresholdsOf(db: Db, dealershipIds: readonly number[]): Promise<(dealershipId: number) => LeadThresholds> {
  const settings = await leadSettingsOf(db, dealershipIds);
  return (id) => settings.get(id) ?? DEFAULT_THRESHOLDS;
}

export async function listLeads(db: Db, actor: StaffActor, filters: LeadFilters, now = new Date()): Promise<InboxPage> {
  const scope = inboxScopeFor(actor);
  const { rows, hasMore } = await listInboxLeads(db, scope, { ...toInboxQuery(filters), after: decodeLeadCursor(filters.after), limit: INBOX_PAGE_SIZE });
  const thresholds = await thresholdsOf(db, [...new Set(rows.map((row) => row.dealership_id))]);
  const last = rows.at(-1);
  return {
    leads: rows.map((row) => toInboxLead(row, thresholds(row.dealership_id), now)),
    nextCursor: hasMore && last ? encodeLeadCursor({ receivedAt: last.received_at, id: last.id }) : null,
  };
}

export type InboxChoices = {
  sites: { id: number; name: string }[];
  staff: { id: number; name: string }[];
  kinds: { value: string; label: string }[];
  statuses: { value: WorkStatus; label: string }[];
};

/** What the filters offer: the actor's sites and colleagues, the lead kinds and statuses. */
export async function listChoices(db: Db, actor: StaffActor): Promise<InboxChoices> {
  const { sites, staff } = await inboxChoices(db, inboxScopeFor(actor).dealershipIds);
  const people = new Map(staff.map((person) => [person.id, { id: person.id, name: person.name }]));
  return {
    sites,
    staff: [...people.values()],
    kinds: leadKinds(),
    statuses: WORK_STATUSES.map((value) => ({ value, label: WORK_STATUS_LABELS[value] })),
  };
}
