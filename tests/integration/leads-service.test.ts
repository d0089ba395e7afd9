import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimDueDeliveries, deliveryCounts, msUntilNextDue } from '../../src/db/queries/lead-deliveries';
import { loadLeadMessage } from '../../src/db/queries/lead-messages';
import { loadSite } from '../../src/db/queries/websites';
import { leadJson } from '../../src/leads/delivery/lead-json';
import { queryRows } from '../../src/db/rows';
import { cars, leadDeliveries, leadDestinations, leads, websites } from '../../src/db/schema';
import type { Site } from '../../src/domain/types';
import { ClientError, ConflictError, NotFoundError, ValidationError } from '../../src/lib/errors';
import type { Destination } from '../../src/leads/delivery/deliver';
import type { LeadMessage } from '../../src/domain/lead-message';
import { startDeliveryWorker } from '../../src/leads/delivery/worker';
import { createLead, updateLeadById, type LeadScope } from '../../src/leads/service';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';
import { failure } from '../support/failure';

let handle: TestDatabase;
let harbour: Site;
let redline: Site;
const meta = { idempotencyKey: null, userAgent: 'vitest' };

const person = { name: 'Jane Citizen', email: 'jane@example.com', phone: '0412345678', category: 'general-enquiry' };

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no site ${slug}`);
  return loaded;
}

async function deliveriesOf(publicId: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from lead_deliveries d join leads l on l.id = d.lead_id where l.lead_id = ${publicId}`,
  );
  return row?.n ?? 0;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  harbour = await site('harbour-toyota');
  redline = await site('redline-motors');
});

afterAll(async () => {
  await handle?.drop();
});

describe('createLead', () => {
  it('stores a complete lead with the site, source and a token hash, and queues it for every enabled destination', async () => {
    const { answer, created } = await createLead(handle.db, { site: harbour, mock: false }, { lead: { ...person, visited_pages: ['/a', '/b'], linked_query_params: { utm_source: 'x' } } }, meta);
    expect(created).toBe(true);
    expect(answer.id).toBe(answer.lead_id);
    expect(answer.lead_status).toBe('Complete');
    expect(answer.lead_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await handle.db.select().from(leads).where(eq(leads.leadId, answer.lead_id));
    expect(row).toMatchObject({
      websiteSlug: 'harbour-toyota',
      source: 'Website',
      userAgent: 'vitest',
      visitedPages: ['/a', '/b'],
      linkedQueryParams: { utm_source: 'x' },
      dealershipSlug: 'harbour-toyota',
      mock: false,
    });
    expect(row?.tokenHash).not.toBe(answer.lead_token);
    expect(row?.completedAt).toBeInstanceOf(Date);
    const destinations = await handle.db.select().from(leadDestinations).where(eq(leadDestinations.dealershipId, row?.dealershipId ?? -1));
    // Harbour's `sms` destination carries sign-in texts to shoppers, never leads (docs/sms.md).
    const forLeads = destinations.filter((d) => d.enabled && d.kind !== 'sms');
    expect(destinations.some((d) => d.enabled && d.kind === 'sms')).toBe(true);
    expect(await deliveriesOf(answer.lead_id)).toBe(forLeads.length);
  });

  it('keeps mock leads apart and never queues them', async () => {
    const { answer } = await createLead(handle.db, { site: harbour, mock: true }, { lead: person }, meta);
    const [row] = await handle.db.select({ mock: leads.mock }).from(leads).where(eq(leads.leadId, answer.lead_id));
    expect(row?.mock).toBe(true);
    expect(await deliveriesOf(answer.lead_id)).toBe(0);
  });

  it("stores the visitor's device and session ids: the body's, else the cookies', and drops forged ones", async () => {
    const ANON = '0f1e2d3c-4b5a-4968-8776-655443322110';
    const SESSION = '11111111-2222-4333-a444-555555555555';
    const COOKIE_ANON = '22222222-3333-4444-9555-666666666666';
    const cases = [
      [{ anon_id: ANON, session_id: SESSION }, { anonId: COOKIE_ANON, sessionId: null }, [ANON, SESSION]],
      [{}, { anonId: COOKIE_ANON, sessionId: SESSION }, [COOKIE_ANON, SESSION]],
      [{ anon_id: 'forged', session_id: '<b>' }, undefined, [null, null]],
    ] as const;
    for (const [ids, visitor, stored] of cases) {
      const { answer } = await createLead(handle.db, { site: harbour, mock: false }, { lead: { ...person, ...ids } }, { ...meta, visitor });
      const [row] = await handle.db.select({ anonId: leads.anonId, sessionId: leads.sessionId, id: leads.id }).from(leads).where(eq(leads.leadId, answer.lead_id));
      expect([row?.anonId, row?.sessionId]).toEqual(stored);
      const message = await loadLeadMessage(handle.db, row?.id ?? -1);
      expect(message && leadJson(message)).toMatchObject({ anon_id: stored[0], session_id: stored[1] });
    }
  });

  it('answers SPEC 5 messages per field', async () => {
    const error = await failure(createLead(handle.db, { site: harbour, mock: false }, { lead: { ...person, email: 'nope', postcode: '12' } }, meta));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toEqual({
      email: ['invalid email address'],
      postcode: ['Invalid postcode. Please enter a 4-digit number.'],
    });
  });

  it('returns the same lead for a repeated Idempotency-Key, per site', async () => {
    const scope: LeadScope = { site: harbour, mock: false };
    const first = await createLead(handle.db, scope, { lead: person }, { ...meta, idempotencyKey: 'retry-1' });
    const second = await createLead(handle.db, scope, { lead: person }, { ...meta, idempotencyKey: 'retry-1' });
    expect(second.created).toBe(false);
    expect(second.answer.lead_id).toBe(first.answer.lead_id);
    expect(second.answer.lead_token).not.toBe(first.answer.lead_token);
    const elsewhere = await createLead(handle.db, { site: redline, mock: false }, { lead: { ...person, phone: '0412345678' } }, { ...meta, idempotencyKey: 'retry-1' });
    expect(elsewhere.created).toBe(true);
    expect(elsewhere.answer.lead_id).not.toBe(first.answer.lead_id);
    expect(await deliveriesOf(first.answer.lead_id)).toBeGreaterThan(0);
    const [row] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from leads where idempotency_key = 'retry-1'`);
    expect(row?.n).toBe(2);
  });

  it('answers concurrent tries of one key with one lead', async () => {
    const scope: LeadScope = { site: harbour, mock: false };
    const results = await Promise.all([1, 2, 3].map(() => createLead(handle.db, scope, { lead: person }, { ...meta, idempotencyKey: 'race-1' })));
    expect(new Set(results.map((r) => r.answer.lead_id)).size).toBe(1);
  });

  it.each([
    ['another site\'s dealership', () => ({ dealership_slug: 'redline-motors' }), 'dealership_slug'],
    ['another site\'s location', () => ({ location_id: redline.locations[0]?.id }), 'location_id'],
    ['another site\'s name', () => ({ website_slug: 'redline-motors' }), 'website_slug'],
    ['a car that does not exist', () => ({ car_id: 99_999_999 }), 'car_id'],
    ['a car id beyond any database id', () => ({ car_id: Number.MAX_SAFE_INTEGER }), 'car_id'],
  ])('refuses %s', async (_name, fields, field) => {
    const error = await failure(createLead(handle.db, { site: harbour, mock: false }, { lead: { ...person, ...fields() } }, meta));
    expect(error).toBeInstanceOf(ValidationError);
    expect(Object.keys((error as ValidationError).fieldErrors)).toEqual([field]);
  });

  it('refuses another site\'s car and takes details from its own', async () => {
    const [foreign] = await handle.db.select({ id: cars.id }).from(cars).where(eq(cars.dealershipId, redline.dealerships[0]?.id ?? -1)).limit(1);
    const error = await failure(createLead(handle.db, { site: harbour, mock: false }, { lead: { ...person, car_id: foreign?.id } }, meta));
    expect((error as ValidationError).fieldErrors).toEqual({ car_id: ['Invalid value.'] });

    const [own] = await handle.db.select().from(cars).where(eq(cars.dealershipId, harbour.dealerships[0]?.id ?? -1)).limit(1);
    const { answer } = await createLead(handle.db, { site: harbour, mock: false }, { lead: { ...person, car_id: own?.id } }, meta);
    const [row] = await handle.db.select().from(leads).where(eq(leads.leadId, answer.lead_id));
    expect(row).toMatchObject({ carId: own?.id, stockNumber: own?.stocknum, vehicleMake: own?.make, carType: own?.carType, locationId: own?.locationId });
  });
});

describe('multi-step leads (SPEC 4)', () => {
  it('creates Incomplete, updates with the token, completes once, and refuses reopening', async () => {
    const scope: LeadScope = { site: harbour, mock: false };
    const step1 = await createLead(handle.db, scope, { lead: { lead_status: 'Incomplete', step_number: 1, email: 'jane@example.com' } }, meta);
    expect(step1.answer.lead_status).toBe('Incomplete');
    const id = step1.answer.lead_id;
    const token = step1.answer.lead_token ?? null;
    expect(await deliveriesOf(id)).toBe(0);

    const step2 = await updateLeadById(handle.db, scope, id, token, { lead: { lead_status: 'Incomplete', step_number: 2, phone: '0412345678' } }, meta);
    expect(step2).toEqual({ id, lead_id: id, lead_status: 'Incomplete' });
    expect(await deliveriesOf(id)).toBe(0);

    await updateLeadById(handle.db, scope, id, token, { lead: { ...person, step_number: 3 } }, meta);
    const queued = await deliveriesOf(id);
    expect(queued).toBeGreaterThan(0);
    const [row] = await handle.db.select().from(leads).where(eq(leads.leadId, id));
    expect(row).toMatchObject({ leadStatus: 'Complete', email: 'jane@example.com', phone: '0412345678', stepNumber: 3, formCompleted: true });

    // A retried final submit succeeds and queues nothing more.
    expect((await updateLeadById(handle.db, scope, id, token, { lead: person }, meta)).lead_status).toBe('Complete');
    expect(await deliveriesOf(id)).toBe(queued);
    expect(await failure(updateLeadById(handle.db, scope, id, token, { lead: { lead_status: 'Incomplete' } }, meta))).toBeInstanceOf(ConflictError);
  });

  it.each([
    ['no token', null],
    ['a wrong token', 'A'.repeat(43)],
  ])('refuses an update with %s (403)', async (_name, token) => {
    const { answer } = await createLead(handle.db, { site: harbour, mock: false }, { lead: { lead_status: 'Incomplete' } }, meta);
    const error = await failure(updateLeadById(handle.db, { site: harbour, mock: false }, answer.lead_id, token, { lead: person }, meta));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).status).toBe(403);
  });

  it('does not find a lead through another site or the other store (404)', async () => {
    const { answer } = await createLead(handle.db, { site: harbour, mock: false }, { lead: { lead_status: 'Incomplete' } }, meta);
    const token = answer.lead_token ?? null;
    for (const scope of [{ site: redline, mock: false }, { site: harbour, mock: true }]) {
      expect(await failure(updateLeadById(handle.db, scope, answer.lead_id, token, { lead: person }, meta))).toBeInstanceOf(NotFoundError);
    }
    expect(await failure(updateLeadById(handle.db, { site: harbour, mock: false }, 'not-a-uuid', token, { lead: person }, meta))).toBeInstanceOf(NotFoundError);
  });
});

describe('delivery worker', () => {
  const policy = { baseMs: 10_000, capMs: 60_000, windowMs: 60_000 };
  const getDb = () => Promise.resolve(handle.db);

  async function freshOutbox(): Promise<void> {
    await handle.db.update(leadDeliveries).set({ status: 'delivered' });
  }

  it('delivers each queued row once and records it', async () => {
    await freshOutbox();
    const { answer } = await createLead(handle.db, { site: harbour, mock: false }, { lead: person }, meta);
    const sent: string[] = [];
    const worker = startDeliveryWorker({ getDb, policy, pollMs: 60_000, leaseMs: 5_000, send: async (lead: LeadMessage, d: Destination) => void sent.push(`${lead.leadId}:${d.id}`) });
    await worker.stop();
    while ((await worker.runOnce()) > 0);
    expect(sent.length).toBe(await deliveriesOf(answer.lead_id));
    expect(new Set(sent).size).toBe(sent.length);
    expect(sent.every((s) => s.startsWith(answer.lead_id))).toBe(true);
    expect((await deliveryCounts(handle.db)).pending ?? 0).toBe(0);
  });

  it('backs off after a failure, then dead-letters past the retry window', async () => {
    await freshOutbox();
    await createLead(handle.db, { site: harbour, mock: false }, { lead: person }, meta);
    const worker = startDeliveryWorker({ getDb, policy, pollMs: 60_000, leaseMs: 5_000, send: () => Promise.reject(new Error('receiver down')) });
    await worker.stop();
    expect(await worker.runOnce()).toBeGreaterThan(0);
    const [failed] = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.status, 'pending'));
    expect(failed).toMatchObject({ attempts: 1, lastError: 'receiver down' });
    expect(await worker.runOnce()).toBe(0);

    await handle.db.update(leadDeliveries).set({ nextAttemptAt: sql`now()`, createdAt: sql`now() - interval '2 minutes'` }).where(eq(leadDeliveries.status, 'pending'));
    await worker.runOnce();
    const rows = await handle.db.select().from(leadDeliveries).where(eq(leadDeliveries.id, failed?.id ?? -1));
    expect(rows[0]).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('knows when the next delivery falls due, and that nothing is waiting when nothing is', async () => {
    await freshOutbox();
    expect(await msUntilNextDue(handle.db)).toBeNull();
    await createLead(handle.db, { site: harbour, mock: false }, { lead: person }, meta);
    expect(await msUntilNextDue(handle.db)).toBe(0);
    await handle.db.update(leadDeliveries).set({ nextAttemptAt: sql`now() + interval '1 minute'` }).where(eq(leadDeliveries.status, 'pending'));
    const ms = await msUntilNextDue(handle.db);
    expect(ms).toBeGreaterThan(50_000);
    expect(ms).toBeLessThanOrEqual(60_000);
    await freshOutbox();
  });

  it('an idle worker waits for its poll instead of asking the database again and again', async () => {
    await freshOutbox();
    let reads = 0;
    const counted = () => {
      reads += 1;
      return getDb();
    };
    const worker = startDeliveryWorker({ getDb: counted, policy, pollMs: 60_000, leaseMs: 5_000, send: () => Promise.resolve() });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await worker.stop();
    // One pass: the claim and the look at when the next row is due.
    expect(reads).toBe(2);
  });

  it('sends a claim again only after its lease ran out (a worker that died mid-send)', async () => {
    await freshOutbox();
    await createLead(handle.db, { site: harbour, mock: false }, { lead: person }, meta);
    const claimed = await claimDueDeliveries(handle.db, 10, 60_000);
    expect(claimed.length).toBeGreaterThan(0);
    // The claiming worker "crashes" here: nothing is marked.
    expect(await claimDueDeliveries(handle.db, 10, 60_000)).toEqual([]);
    await handle.db.update(leadDeliveries).set({ nextAttemptAt: sql`now() - interval '1 second'` }).where(eq(leadDeliveries.status, 'sending'));
    const again = await claimDueDeliveries(handle.db, 10, 60_000);
    expect(again.map((d) => d.id).sort()).toEqual(claimed.map((d) => d.id).sort());
    expect(again.every((d) => d.attempts === 2)).toBe(true);
  });
});
