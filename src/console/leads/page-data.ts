import 'server-only';
import { getDb } from '../../db';
import type { StaffActor } from '../../domain/console/access';
import type { LeadFilters } from '../../domain/console/lead-filters';
import { exportLeadsCsv } from './export';
import { listChoices, listLeads, type InboxChoices, type InboxPage } from './inbox';
import { getLeadPage, type LeadPageView } from './lead-page';
import { getLeadSettings, type LeadSettingsView } from './settings';

/** The leads pages' data for page components and route handlers (which may not open the database themselves). */

export async function inboxOf(actor: StaffActor, filters: LeadFilters): Promise<{ page: InboxPage; choices: InboxChoices }> {
  const db = await getDb();
  const [page, choices] = await Promise.all([listLeads(db, actor, filters), listChoices(db, actor)]);
  return { page, choices };
}

export async function leadOf(actor: StaffActor, leadId: string): Promise<{ lead: LeadPageView; choices: InboxChoices }> {
  const db = await getDb();
  const lead = await getLeadPage(db, actor, leadId);
  // The people a lead may be given to work at its dealership.
  const choices = await listChoices(db, { ...actor, dealerships: actor.dealerships.filter((d) => d.id === lead.dealershipId) });
  return { lead, choices };
}

export async function choicesOf(actor: StaffActor): Promise<InboxChoices> {
  return listChoices(await getDb(), actor);
}

export async function leadSettingsOf(actor: StaffActor, dealershipId: number): Promise<LeadSettingsView> {
  return getLeadSettings(await getDb(), actor, dealershipId);
}

export async function leadsCsvOf(actor: StaffActor, filters: LeadFilters): Promise<ReadableStream<Uint8Array>> {
  return exportLeadsCsv(await getDb(), actor, filters);
}
