import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadDeliveries, leadDestinations, leads, staff, staffMemberships, websites } from '../../src/db/schema';
import type { StaffActor } from '../../src/domain/console/access';
import type { openTestDatabase } from '../support/test-db';

/**
 * Lead destinations in the console (issue 31): checked on save, a test lead sent now to a local
 * SMTP server and a local webhook, the health counts, resending dead letters, and the owners'
 * alert sent once per failure spell.
 */
const SMTP_PORT = 3881;
// The mail transport is chosen from the environment once, on first use: everything that may read it is imported after.
process.env.SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
const { openTestDatabase: openDatabase } = await import('../support/test-db');
const { migrate } = await import('../../src/db/migrate');
const { ConsoleNotFoundError } = await import('../../src/domain/console/access');
const { ValidationError } = await import('../../src/lib/errors');
const { applySiteFile } = await import('../../src/site/site-file-service');
const { readSiteFileFrom } = await import('../../src/site/site-file-text');
const { deliveryOverview, saveDestination, sendTestLead } = await import('../../src/console/delivery/destinations');
const { resendDeadLetters } = await import('../../src/console/delivery/resend');
const { checkDeliveryAlerts } = await import('../../src/leads/delivery/alerts');

type Handle = Awaited<ReturnType<typeof openTestDatabase>>;
let handle: Handle;
let dealershipId: number;
let websiteId: number;
let owner: StaffActor;
const stranger: StaffActor = { staffId: 998, email: 's@example.com', name: 'S', isOperator: false, dealerships: [{ id: 77777, name: 'Other', role: 'owner' }] };

const mails: string[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  closeTimeout: 500,
  onData(stream, _session, callback) {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    stream.on('end', () => {
      mails.push(text);
      callback();
    });
  },
});
const posts: string[] = [];
const webhook = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    posts.push(body);
    response.writeHead(202, { 'content-type': 'text/plain' }).end('accepted as crm-123');
  });
});
let webhookUrl: string;
const found = async () => 'found' as const;

async function queueDelivery(destinationId: number, status: string, attempts: number, ageMs: number, lastError: string | null = null): Promise<number> {
  const [lead] = await handle.db
    .insert(leads)
    .values({ websiteId, dealershipId, category: 'general-enquiry', websiteSlug: 'harbour-toyota', name: 'Jane' })
    .returning({ id: leads.id });
  const createdAt = new Date(Date.now() - ageMs);
  const [row] = await handle.db
    .insert(leadDeliveries)
    .values({ leadId: lead!.id, destinationId, status, attempts, createdAt, lastError, lastAttemptAt: attempts ? createdAt : null, deliveredAt: status === 'delivered' ? createdAt : null })
    .returning({ id: leadDeliveries.id });
  return row!.id;
}

describe('lead destinations and delivery health', () => {
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(SMTP_PORT, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/leads`;
    handle = await openDatabase();
    await migrate(handle);
    await applySiteFile(handle.db, readSiteFileFrom('data/sites/01-harbour-toyota.yaml'), { dryRun: false, expire: () => {} });
    const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'harbour-toyota'));
    websiteId = site!.id;
    dealershipId = site!.dealershipId!;
    const [person] = await handle.db.insert(staff).values({ email: 'owner@harbour.example', name: 'Olive Owner' }).returning();
    await handle.db.insert(staffMemberships).values({ staffId: person!.id, dealershipId, role: 'owner' });
    owner = { staffId: person!.id, email: person!.email, name: person!.name, isOperator: false, dealerships: [{ id: dealershipId, name: 'Harbour', role: 'owner' }] };
  }, 120_000);

  afterAll(async () => {
    await handle?.drop();
    await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    await new Promise((resolve) => webhook.close(resolve));
  });

  it.each([
    [{ kind: 'webhook', target: 'http://crm.example/leads' }, 'target', 'A webhook needs a full https:// address, such as https://crm.example.com/leads.'],
    [{ kind: 'email', target: 'leads at harbour' }, 'target', 'An email destination needs an email address, such as leads@dealer.com.au.'],
    [{ kind: 'email', target: 'leads@harbour.example', format: 'json' }, 'format', 'An email destination takes text, adf or adf-attachment; a webhook takes adf or json.'],
  ])('refuses %j on save', async (input, field, message) => {
    const error = await saveDestination(owner, handle.db, dealershipId, null, { enabled: true, locationId: null, ...input }, found).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as InstanceType<typeof ValidationError>).fieldErrors[field]).toEqual([message]);
  });

  it('refuses a host that does not exist, and accepts one the check cannot settle', async () => {
    const error = await saveDestination(owner, handle.db, dealershipId, null, { kind: 'webhook', target: 'https://crm.nowhere.example/x', enabled: true, locationId: null }, async () => 'missing').catch((e: unknown) => e);
    expect((error as InstanceType<typeof ValidationError>).fieldErrors.target).toEqual(['No server is known by the name crm.nowhere.example: check the spelling of the address.']);
    const id = await saveDestination(owner, handle.db, dealershipId, null, { kind: 'webhook', target: 'https://crm.offline.example/x', enabled: false, locationId: null }, async () => 'unknown');
    expect(id).toBeGreaterThan(0);
  });

  it('sends a marked test lead to a local webhook and shows its answer', async () => {
    const id = await saveDestination(owner, handle.db, dealershipId, null, { kind: 'webhook', target: webhookUrl, format: 'json', enabled: true, locationId: null }, found);
    const result = await sendTestLead(owner, handle.db, id);
    expect(result).toEqual({ delivered: true, answer: 'webhook answered 202: accepted as crm-123' });
    expect(posts.at(-1)).toContain('TEST LEAD');
  });

  it('sends a marked test lead to a local SMTP server and shows its answer', async () => {
    const id = await saveDestination(owner, handle.db, dealershipId, null, { kind: 'email', target: 'crm@harbour.example', format: 'adf', enabled: true, locationId: null }, found);
    const result = await sendTestLead(owner, handle.db, id);
    expect(result.delivered).toBe(true);
    expect(result.answer).toMatch(/^mail server answered: 250/);
    expect(mails.at(-1)).toContain('TEST');
  });

  it('shows what a failing destination said', async () => {
    const id = await saveDestination(owner, handle.db, dealershipId, null, { kind: 'webhook', target: 'http://127.0.0.1:9/leads', enabled: true, locationId: null }, found);
    const result = await sendTestLead(owner, handle.db, id);
    expect(result.delivered).toBe(false);
    expect(result.answer).not.toBe('');
  });

  it('counts deliveries over 7 and 30 days, resends dead letters, and alerts the owners once', async () => {
    const [destination] = await handle.db.insert(leadDestinations).values({ dealershipId, kind: 'webhook', target: 'https://crm.down.example/leads', format: 'adf' }).returning();
    const day = 86_400_000;
    await queueDelivery(destination!.id, 'delivered', 1, 2 * day);
    await queueDelivery(destination!.id, 'delivered', 1, 20 * day);
    await queueDelivery(destination!.id, 'pending', 3, 2 * 3_600_000, 'webhook answered 503');
    await queueDelivery(destination!.id, 'dead', 12, 3 * day, 'webhook answered 500');
    const overview = await deliveryOverview(owner, handle.db, dealershipId);
    const health = overview.destinations.find((d) => d.id === destination!.id)!.health;
    expect(health).toMatchObject({ delivered7: 1, delivered30: 2, retrying: 1, dead7: 1, dead30: 1 });
    expect(health.lastError).toBe('webhook answered 503');

    const sent: { to: string[]; subject: string }[] = [];
    const send = async (message: { to: string[]; subject: string }) => void sent.push(message);
    const options = { now: new Date(), consoleUrl: 'http://localhost/console/site', send };
    expect(await checkDeliveryAlerts(handle.db, options)).toBe(1);
    expect(await checkDeliveryAlerts(handle.db, options)).toBe(0);
    expect(sent).toEqual([expect.objectContaining({ to: ['owner@harbour.example'], subject: 'Leads are not reaching https://crm.down.example/leads' })]);
    expect((await deliveryOverview(owner, handle.db, dealershipId)).alerts).toHaveLength(1);

    await expect(resendDeadLetters(stranger, handle.db, { destinationId: destination!.id }, () => {})).rejects.toBeInstanceOf(ConsoleNotFoundError);
    let woken = 0;
    expect(await resendDeadLetters(owner, handle.db, { destinationId: destination!.id }, () => void woken++)).toBe(1);
    expect(woken).toBe(1);
    // Recovered: the retrying one is delivered, the resent one waits its first attempt; the alert ends.
    await handle.db.update(leadDeliveries).set({ status: 'delivered' }).where(eq(leadDeliveries.destinationId, destination!.id));
    expect(await checkDeliveryAlerts(handle.db, options)).toBe(0);
    expect((await deliveryOverview(owner, handle.db, dealershipId)).alerts).toHaveLength(0);
  });

  it('walls: another dealership sees none of it', async () => {
    await expect(deliveryOverview(stranger, handle.db, dealershipId)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    const [row] = await handle.db.select().from(leadDestinations).where(eq(leadDestinations.dealershipId, dealershipId));
    await expect(sendTestLead(stranger, handle.db, row!.id)).rejects.toBeInstanceOf(ConsoleNotFoundError);
  });
});
