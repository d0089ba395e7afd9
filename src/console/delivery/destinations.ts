import 'server-only';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  dealershipSite,
  deleteDestination,
  deliveryHealth,
  destinationById,
  destinationsOf,
  insertDestination,
  locationChoices,
  standingAlerts,
  updateDestination,
  type DestinationHealth,
  type DestinationRow,
  type StandingAlert,
} from '../../db/queries/delivery-health';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { destinationHost, hostMessage, type HostCheck } from '../../domain/delivery/destination-host';
import { testLeadMessage } from '../../domain/delivery/test-lead';
import { LOCALES, type Locale } from '../../domain/site-config';
import { siteFileLeadDestinationSchema } from '../../domain/site-file/schema';
import { fieldErrors } from '../../domain/validation/field-errors';
import { ValidationError } from '../../lib/errors';
import { deliverLead } from '../../leads/delivery/deliver';
import { recordAudit } from '../audit';
import { dnsHostCheck } from './host-check';

/**
 * Lead destinations in the console (issue 31): checked on save by the site file's own rules
 * (address syntax, https) and, where it can be, by looking the host up; a test lead sent now
 * through the real client shows what the destination answered; their delivery health.
 */

export type CheckHost = (kind: string, host: string) => Promise<HostCheck>;

export type DestinationInput = { kind: string; target: string; format?: string; enabled: boolean; locationId: number | null };

type DestinationWithHealth = DestinationRow & { health: DestinationHealth };

export type DeliveryOverview = {
  destinations: DestinationWithHealth[];
  locations: { id: number; name: string }[];
  alerts: StandingAlert[];
};

export async function deliveryOverview(actor: StaffActor, db: Db, dealershipId: number, now = new Date()): Promise<DeliveryOverview> {
  authorize(actor, 'delivery.manage', dealershipId);
  const rows = await destinationsOf(db, dealershipId);
  const health = await deliveryHealth(db, rows.map((r) => r.id), now);
  return {
    destinations: rows.map((row, i) => ({ ...row, health: health[i]! })),
    locations: await locationChoices(db, dealershipId),
    alerts: await standingAlerts(db, [dealershipId]),
  };
}

/** The standing delivery alerts of every dealership the actor manages delivery for: the console's banner. */
export async function deliveryAlertsFor(actor: StaffActor, db: Db): Promise<StandingAlert[]> {
  return standingAlerts(db, dealershipsAllowing(actor, 'delivery.manage'));
}

async function checkedValues(input: DestinationInput, locations: { id: number }[], checkHost: CheckHost) {
  const parsed = siteFileLeadDestinationSchema.safeParse({ kind: input.kind, target: input.target.trim(), format: input.format || undefined, enabled: input.enabled });
  if (!parsed.success) throw new ValidationError('Some fields need attention.', fieldErrors(parsed.error));
  if (input.locationId !== null && !locations.some((l) => l.id === input.locationId)) {
    throw new ValidationError('Some fields need attention.', { location: ['Choose one of this dealership’s locations.'] });
  }
  const { kind, target, format, enabled } = parsed.data;
  const host = destinationHost(kind, target);
  if (host && (await checkHost(kind, host)) === 'missing') throw new ValidationError('Some fields need attention.', { target: [hostMessage(kind, host)] });
  return { kind, target, format, enabled, locationId: input.locationId };
}

/** Adds a destination (id null) or changes one of the dealership's. Answers its id. */
export async function saveDestination(
  actor: StaffActor,
  db: Db,
  dealershipId: number,
  id: number | null,
  input: DestinationInput,
  checkHost: CheckHost = dnsHostCheck,
): Promise<number> {
  authorize(actor, 'delivery.manage', dealershipId);
  const before = id === null ? null : await destinationById(db, id);
  if (id !== null && before?.dealershipId !== dealershipId) throw new ConsoleNotFoundError();
  const values = await checkedValues(input, await locationChoices(db, dealershipId), checkHost);
  return db.transaction(async (tx) => {
    const savedId = id === null ? await insertDestination(tx, dealershipId, values) : (await updateDestination(tx, id, values), id);
    await recordAudit(tx, actor, { dealershipId, action: id === null ? 'destination.add' : 'destination.change', entity: 'lead_destination', entityId: savedId, before, after: values });
    return savedId;
  });
}

export async function removeDestination(actor: StaffActor, db: Db, id: number): Promise<void> {
  const destination = await destinationById(db, id);
  if (!destination) throw new ConsoleNotFoundError();
  authorize(actor, 'delivery.manage', destination.dealershipId);
  await db.transaction(async (tx) => {
    await deleteDestination(tx, id);
    await recordAudit(tx, actor, { dealershipId: destination.dealershipId, action: 'destination.remove', entity: 'lead_destination', entityId: id, before: destination });
  });
}

export type TestLeadResult = { delivered: boolean; answer: string };

/**
 * Sends a marked test lead to one destination now, through the same client as real leads, and
 * answers what came back. Not queued: nothing retries it, and it is not counted in the health.
 */
export async function sendTestLead(actor: StaffActor, db: Db, id: number, send = deliverLead): Promise<TestLeadResult> {
  const destination = await destinationById(db, id);
  if (!destination) throw new ConsoleNotFoundError();
  authorize(actor, 'delivery.manage', destination.dealershipId);
  if (destination.kind === 'sms') throw new ValidationError('An SMS gateway sends shoppers their sign-in codes and takes no leads, so it gets no test lead.');
  const site = await dealershipSite(db, destination.dealershipId);
  if (!site) throw new ConsoleNotFoundError();
  const lead = testLeadMessage({
    id: randomUUID(),
    now: new Date(),
    sentBy: actor.name,
    website: { ...site.website, locale: (LOCALES as readonly string[]).includes(site.website.locale) ? (site.website.locale as Locale) : 'en-AU' },
    dealership: site.dealership,
  });
  let result: TestLeadResult;
  try {
    result = { delivered: true, answer: await send(lead, destination) };
  } catch (error) {
    result = { delivered: false, answer: error instanceof Error ? error.message : String(error) };
  }
  await recordAudit(db, actor, { dealershipId: destination.dealershipId, action: 'destination.test', entity: 'lead_destination', entityId: id, after: result });
  return result;
}
