import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAnalyticsEvent } from '../../src/analytics/service';
import { startEventWorker } from '../../src/analytics/worker';
import { claimDueEvents } from '../../src/db/queries/analytics-events';
import { loadSite } from '../../src/db/queries/websites';
import { analyticsEvents, websites } from '../../src/db/schema';
import type { Site } from '../../src/domain/types';
import { ValidationError } from '../../src/lib/errors';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * SPEC 7 analytics events through their outbox, on a real database, to a real HTTP receiver:
 * queued by the events service, refused by a receiver that is down, sent again after the
 * backoff, and received once with the event id as Idempotency-Key. A send cut short (a claim
 * whose worker died) is sent again after its lease.
 */
let handle: TestDatabase;
let harbour: Site;
let receiver: http.Server;
let endpoint = '';
let receiverUp = false;
const received: { key: string | undefined; body: Record<string, unknown> }[] = [];

const ANON = '0f1e2d3c-4b5a-4968-8776-655443322110';
const SESSION = '11111111-2222-4333-a444-555555555555';
const policy = { baseMs: 50, capMs: 100, windowMs: 60_000 };
const getDb = () => Promise.resolve(handle.db);

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error('no harbour-toyota');
  receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (!receiverUp) {
        response.writeHead(503).end();
        return;
      }
      received.push({ key: request.headers['idempotency-key'] as string | undefined, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown> });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
  harbour = { ...loaded, config: { ...loaded.config, forms: { ...loaded.config.forms, analyticsEventsUrl: endpoint } } };
});

afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await handle?.drop();
});

async function statusOf(eventId: string) {
  const [row] = await handle.db.select().from(analyticsEvents).where(eq(analyticsEvents.eventId, eventId));
  return row;
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function queuedIds(): Promise<string[]> {
  const rows = await handle.db.select({ eventId: analyticsEvents.eventId }).from(analyticsEvents).orderBy(analyticsEvents.id);
  return rows.map((row) => row.eventId);
}

describe('analytics events', () => {
  it('keeps nothing for a site without an endpoint, and refuses a bad event with messages per field', async () => {
    const plain = { ...harbour, config: { ...harbour.config, forms: { ...harbour.config.forms, analyticsEventsUrl: undefined } } };
    expect(await recordAnalyticsEvent(handle.db, plain, { event: 'lead_submitted', url: '/contact' }, null)).toEqual({ queued: false });
    const error = await recordAnalyticsEvent(handle.db, harbour, { event: 'Bad Name', url: 'javascript:x', anon_id: 'forged' }, null).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fieldErrors).toMatchObject({ event: ['Invalid value.'], url: ['Invalid value.'], anon_id: ['Invalid value.'] });
    expect(await queuedIds()).toEqual([]);
  });

  it('is queued with the site and the cookie ids, retried while the receiver is down, then delivered once', async () => {
    const body = { event: 'lead_submitted', url: 'http://harbour-toyota.localhost/cars/x', category: 'used-vehicle-enquiry', event_properties: { car_slug: 'x', device_type: 'mobile' } };
    expect(await recordAnalyticsEvent(handle.db, harbour, body, `fc_anon=${ANON}; fc_visit=${SESSION}`)).toEqual({ queued: true });
    const [eventId] = await queuedIds();
    if (!eventId) throw new Error('not queued');

    const worker = startEventWorker({ getDb, policy, pollMs: 60_000, leaseMs: 5_000 });
    try {
      await until(async () => (await statusOf(eventId))?.lastError === 'events endpoint answered 503');
      expect(await statusOf(eventId)).toMatchObject({ status: 'pending', attempts: 1 });
      expect(received).toEqual([]);

      receiverUp = true;
      await until(async () => (await statusOf(eventId))?.status === 'delivered');
      expect((await statusOf(eventId))?.attempts).toBeGreaterThanOrEqual(2);
      expect(received).toEqual([
        {
          key: eventId,
          body: {
            event: 'lead_submitted',
            website_slug: 'harbour-toyota',
            url: body.url,
            category: 'used-vehicle-enquiry',
            lead_id: null,
            anon_id: ANON,
            session_id: SESSION,
            error_message: null,
            event_properties: { car_slug: 'x', device_type: 'mobile' },
          },
        },
      ]);
    } finally {
      await worker.stop();
    }
  });

  it('sends a claim again after its lease ran out (a worker that died mid-send), with the same id', async () => {
    received.length = 0;
    await recordAnalyticsEvent(handle.db, harbour, { event: 'lead_failed', url: '/contact', error_message: 'An error occurred when submitting this form' }, null);
    const claimed = await claimDueEvents(handle.db, 10, 100);
    expect(claimed).toHaveLength(1);
    const eventId = claimed[0]?.eventId ?? '';
    const worker = startEventWorker({ getDb, policy, pollMs: 60_000, leaseMs: 5_000 });
    try {
      expect(await worker.runOnce()).toBe(0);
      await until(async () => (await statusOf(eventId))?.status === 'delivered');
    } finally {
      await worker.stop();
    }
    expect(received.map((r) => [r.key, r.body.event, r.body.error_message])).toEqual([[eventId, 'lead_failed', 'An error occurred when submitting this form']]);
    const waiting = await handle.db.select({ id: analyticsEvents.id }).from(analyticsEvents).where(sql`${analyticsEvents.status} <> 'delivered'`);
    expect(waiting).toEqual([]);
  });
});
