import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEventWorker } from '../../src/analytics/worker';
import { purgeDeliveredEvents } from '../../src/db/queries/analytics-events';
import { analyticsEvents, websites } from '../../src/db/schema';
import type { AnalyticsEventPayload } from '../../src/domain/visitor/event';
import { DELIVERED_EVENT_RETENTION_DAYS, isPurgeable, retentionCutoff } from '../../src/domain/visitor/retention';
import { openSeededTestDatabase, type TestDatabase } from '../support/test-db';

/**
 * Retention of analytics_events on a real database: the worker's purge deletes exactly the rows
 * the pure rule calls old enough (delivered before the cutoff) and never an undelivered one, and
 * one purge deletes at most its batch, oldest first.
 */
let handle: TestDatabase;
let websiteId = 0;
const DAY = 86_400_000;
const FUTURE = new Date(Date.now() + 365 * DAY);

type Row = { name: string; status: string; deliveredAt: Date | null };

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

/** One row per state and age; undelivered rows fall due only next year, so no pass claims them. */
const ROWS: Row[] = [
  { name: 'delivered yesterday', status: 'delivered', deliveredAt: daysAgo(1) },
  { name: 'delivered a day inside the retention', status: 'delivered', deliveredAt: daysAgo(DELIVERED_EVENT_RETENTION_DAYS - 1) },
  { name: 'delivered a day past the retention', status: 'delivered', deliveredAt: daysAgo(DELIVERED_EVENT_RETENTION_DAYS + 1) },
  { name: 'delivered a year ago', status: 'delivered', deliveredAt: daysAgo(365) },
  { name: 'pending', status: 'pending', deliveredAt: null },
  { name: 'sending', status: 'sending', deliveredAt: null },
  { name: 'dead', status: 'dead', deliveredAt: null },
  { name: 'dead after a re-queue of a delivered row', status: 'dead', deliveredAt: daysAgo(365) },
];

async function insertRows(rows: Row[]): Promise<void> {
  for (const row of rows) {
    await handle.db.insert(analyticsEvents).values({
      websiteId,
      endpoint: 'http://127.0.0.1:9/events',
      // Only the row's state matters here; the payload just names it.
      payload: { event: row.name } as unknown as AnalyticsEventPayload,
      status: row.status,
      deliveredAt: row.deliveredAt,
      nextAttemptAt: FUTURE,
      createdAt: row.deliveredAt ?? daysAgo(400),
    });
  }
}

async function remaining(): Promise<string[]> {
  const rows = await handle.db.select({ payload: analyticsEvents.payload }).from(analyticsEvents).orderBy(analyticsEvents.id);
  return rows.map((row) => row.payload.event);
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, 'harbour-toyota'));
  websiteId = row?.id ?? 0;
});

afterAll(async () => {
  await handle?.drop();
});

describe('analytics event retention', () => {
  it("deletes in the worker's pass exactly the rows the rule calls old enough, and no undelivered row", async () => {
    await insertRows(ROWS);
    const worker = startEventWorker({ getDb: () => Promise.resolve(handle.db), policy: { baseMs: 50, capMs: 100, windowMs: 60_000 }, pollMs: 60_000, leaseMs: 5_000 });
    try {
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await worker.stop();
    }
    const now = new Date();
    expect(await remaining()).toEqual(ROWS.filter((row) => !isPurgeable(row, now)).map((row) => row.name));
    expect(await remaining()).toEqual([
      'delivered yesterday',
      'delivered a day inside the retention',
      'pending',
      'sending',
      'dead',
      'dead after a re-queue of a delivered row',
    ]);
  });

  it('deletes at most one batch per purge, oldest first', async () => {
    await handle.db.delete(analyticsEvents);
    await insertRows([40, 100, 60, 35].map((days) => ({ name: `delivered ${days} days ago`, status: 'delivered', deliveredAt: daysAgo(days) })));
    expect(await purgeDeliveredEvents(handle.db, retentionCutoff(new Date()), 2)).toBe(2);
    expect(await remaining()).toEqual(['delivered 40 days ago', 'delivered 35 days ago']);
    expect(await purgeDeliveredEvents(handle.db, retentionCutoff(new Date()), 2)).toBe(2);
    expect(await purgeDeliveredEvents(handle.db, retentionCutoff(new Date()), 2)).toBe(0);
    expect(await remaining()).toEqual([]);
  });
});
