import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rollUpInsights } from '../../src/analytics/insights-rollup';
import { recordAnalyticsEvent } from '../../src/analytics/service';
import { insightsView } from '../../src/console/insights/service';
import { rollUpDay } from '../../src/db/queries/insights-rollup';
import { dailyTotals, topDimensions } from '../../src/db/queries/insights';
import { loadSite } from '../../src/db/queries/websites';
import { analyticsEvents, cars, insightEvents, insightRollupDays, websites } from '../../src/db/schema';
import { ConsoleNotFoundError, type StaffActor } from '../../src/domain/console/access';
import { shiftDate } from '../../src/domain/hours';
import type { InsightKind } from '../../src/domain/insights/kinds';
import { countMetric, METRICS, type InsightRecord } from '../../src/domain/insights/metrics';
import type { Site } from '../../src/domain/types';
import { Rng } from '../../src/seed/prng';
import { openSeededTestDatabase } from '../support/test-db';

/**
 * Insights on a real database (issue 31): events kept from a browser and not from a bot, the
 * daily rollup equal to a direct count of the raw events over random ranges (a property test over
 * seeded generated events), the job's final days and purge, and the console report within the
 * actor's dealerships only.
 */
let handle: Awaited<ReturnType<typeof openSeededTestDatabase>>;
let harbour: Site;
let redline: Site;

const BROWSER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SESSION = '11111111-2222-4333-a444-555555555555';
const NOW = new Date('2026-11-20T02:00:00Z');

async function site(slug: string): Promise<Site> {
  const [row] = await handle.db.select({ id: websites.id }).from(websites).where(eq(websites.slug, slug));
  const loaded = row ? await loadSite(handle.db, row.id) : null;
  if (!loaded) throw new Error(`no ${slug}`);
  return loaded;
}

beforeAll(async () => {
  handle = await openSeededTestDatabase();
  harbour = await site('harbour-toyota');
  redline = await site('redline-motors');
});

afterAll(async () => {
  await handle?.drop();
});

const client = (userAgent: string | null) => ({ cookieHeader: `fc_visit=${SESSION}`, userAgent });

describe('recording', () => {
  it('keeps what a browser sends on any site, nothing from an announced bot, and names the SPEC event id', async () => {
    const withEndpoint: Site = { ...harbour, config: { ...harbour.config, forms: { ...harbour.config.forms, analyticsEventsUrl: 'http://127.0.0.1:9/events' } } };
    const plain: Site = { ...redline, config: { ...redline.config, forms: { ...redline.config.forms, analyticsEventsUrl: undefined } } };
    const url = 'http://redline-motors.localhost/search?q=x';
    expect(await recordAnalyticsEvent(handle.db, plain, { event: 'search', url, event_properties: { search_words: ' Ranger ', search_results: 0 } }, client(BROWSER), NOW)).toEqual({
      queued: false,
      recorded: true,
    });
    expect(await recordAnalyticsEvent(handle.db, plain, { event: 'page_view', url }, client('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'), NOW)).toEqual({
      queued: false,
      recorded: false,
    });
    expect(await recordAnalyticsEvent(handle.db, plain, { event: 'lead_failed', url }, client(BROWSER), NOW)).toEqual({ queued: false, recorded: false });
    expect(
      await recordAnalyticsEvent(handle.db, withEndpoint, { event: 'favourite_save', url: 'http://harbour-toyota.localhost/cars/a', event_properties: { car_id: 12 } }, client(BROWSER), NOW),
    ).toEqual({ queued: true, recorded: true });

    const kept = await handle.db.select().from(insightEvents).orderBy(insightEvents.id);
    expect(kept.map((row) => [row.websiteId, row.kind, row.words, row.results, row.car, row.visitId, row.day])).toEqual([
      [redline.id, 'search', 'ranger', 0, '', SESSION, '2026-11-20'],
      [harbour.id, 'favourite_save', '', null, '12', SESSION, '2026-11-20'],
    ]);
    const [queued] = await handle.db.select().from(analyticsEvents);
    expect(queued?.payload.event_properties).toMatchObject({ car_id: 12, spec_event_id: 39 });
    await handle.db.delete(insightEvents);
    await handle.db.delete(analyticsEvents);
  });
});

const KINDS: InsightKind[] = ['page_view', 'page_view', 'page_view', 'search', 'search', 'car_view', 'car_view', 'favourite_save', 'call_click', 'directions_click', 'lead_submitted'];
type Generated = InsightRecord & { websiteId: number; day: string };

function generate(rng: Rng, siteIds: number[], firstDay: string, days: number, count: number): Generated[] {
  const visits = Array.from({ length: 40 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
  return Array.from({ length: count }, () => {
    const kind = rng.pick(KINDS);
    return {
      websiteId: rng.pick(siteIds),
      day: shiftDate(firstDay, rng.int(0, days - 1)).date,
      kind,
      visitId: rng.pick(visits),
      car: kind === 'car_view' || kind === 'favourite_save' || (kind === 'lead_submitted' && rng.chance(0.7)) ? String(rng.int(1, 6)) : '',
      words: kind === 'search' ? rng.pick(['', 'hilux', 'corolla', 'cybertruck', 'ranger wildtrak']) : '',
      results: kind === 'search' ? rng.pick([0, 0, 3, 12]) : null,
      category: kind === 'lead_submitted' ? rng.pick(['test-drive', 'general-enquiry', 'used-vehicle-enquiry']) : '',
      page: rng.pick(['/', '/search', '/cars/x', '/contact']),
      campaign: kind === 'lead_submitted' ? rng.pick(['', 'spring', 'eofy']) : '',
      referrer: kind === 'lead_submitted' ? rng.pick(['', 'google.com', 'facebook.com']) : '',
    };
  });
}

describe('rollup', () => {
  it('equals a direct count of the raw events for random ranges and sites', async () => {
    const rng = new Rng(0x31);
    const siteIds = [harbour.id, redline.id];
    const firstDay = '2026-10-01';
    const events = generate(rng, siteIds, firstDay, 21, 2_500);
    for (let i = 0; i < events.length; i += 500) {
      await handle.db.insert(insightEvents).values(events.slice(i, i + 500).map((event) => ({ ...event, filters: '' })));
    }
    for (let day = 0; day < 21; day++) await rollUpDay(handle.db, shiftDate(firstDay, day).date);

    for (let round = 0; round < 25; round++) {
      const a = shiftDate(firstDay, rng.int(-2, 22)).date;
      const b = shiftDate(firstDay, rng.int(-2, 22)).date;
      const [from, to] = a <= b ? [a, b] : [b, a];
      const chosen = rng.chance(0.5) ? siteIds : [rng.pick(siteIds)];
      const rolled = await topDimensions(handle.db, chosen, METRICS.map((m) => m.metric), from, to, 1_000);
      const direct: { metric: string; dimension: string; count: number }[] = [];
      for (const rule of METRICS) {
        const sums = new Map<string, number>();
        // Once-per-visit counts are per site and day: count each day apart, then add the days up.
        const groups = new Map<string, Generated[]>();
        for (const event of events) {
          if (!chosen.includes(event.websiteId) || event.day < from || event.day > to) continue;
          const key = `${event.websiteId}|${event.day}`;
          groups.set(key, [...(groups.get(key) ?? []), event]);
        }
        for (const group of groups.values()) for (const [dimension, n] of countMetric(rule, group)) sums.set(dimension, (sums.get(dimension) ?? 0) + n);
        for (const [dimension, count] of sums) direct.push({ metric: rule.metric, dimension, count });
      }
      const sort = (rows: { metric: string; dimension: string; count: number }[]) =>
        [...rows].sort((x, y) => x.metric.localeCompare(y.metric) || x.dimension.localeCompare(y.dimension));
      expect(sort(rolled), `${from}..${to} sites ${chosen.join(',')}`).toEqual(sort(direct));
      const totals = await dailyTotals(handle.db, chosen, METRICS.map((m) => m.metric), from, to);
      const totalOf = (metric: string) => totals.filter((row) => row.metric === metric).reduce((sum, row) => sum + row.count, 0);
      for (const rule of METRICS) expect(totalOf(rule.metric), rule.metric).toBe(direct.filter((row) => row.metric === rule.metric).reduce((sum, row) => sum + row.count, 0));
    }
    await handle.db.delete(insightEvents);
    await handle.db.execute(sql`delete from insight_rollups`);
    await handle.db.execute(sql`delete from insight_daily_totals`);
  });

  it('the job rolls up days not yet final, re-counts today, and purges only final days past the retention', async () => {
    const today = NOW.toISOString().slice(0, 10);
    const old = shiftDate(today, -40).date;
    const recent = shiftDate(today, -3).date;
    const base = { websiteId: harbour.id, kind: 'page_view' as const, visitId: SESSION };
    await handle.db.insert(insightEvents).values([
      { ...base, day: old },
      { ...base, day: recent },
      { ...base, day: today },
    ]);
    const first = await rollUpInsights(handle.db, NOW, true);
    expect(first.days).toBe(42);
    const finals = await handle.db.select({ day: insightRollupDays.day }).from(insightRollupDays).orderBy(insightRollupDays.day);
    expect(finals.at(0)?.day).toBe(old);
    expect(finals.at(-1)?.day).toBe(shiftDate(today, -2).date);
    expect(first.purged).toBe(1);
    const left = await handle.db.select({ day: insightEvents.day }).from(insightEvents).orderBy(insightEvents.day);
    expect(left.map((row) => row.day)).toEqual([recent, today]);

    await handle.db.insert(insightEvents).values({ ...base, day: today, visitId: '22222222-2222-4333-a444-555555555555' });
    const second = await rollUpInsights(handle.db, NOW, false);
    expect(second.days).toBe(3);
    const visitsToday = await topDimensions(handle.db, [harbour.id], ['visits'], today, today, 10);
    expect(visitsToday).toEqual([{ metric: 'visits', dimension: '', count: 2 }]);
    // The old day's count outlives its raw events.
    expect(await topDimensions(handle.db, [harbour.id], ['visits'], old, old, 10)).toEqual([{ metric: 'visits', dimension: '', count: 1 }]);
  });
});

describe('the console report', () => {
  const actorAt = (dealershipId: number, role: 'owner' | 'sales'): StaffActor => ({
    staffId: 1,
    email: 'owner@example.com',
    name: 'Olive Owner',
    isOperator: false,
    dealerships: [{ id: dealershipId, name: 'Harbour Toyota', role }],
  });

  it('reads one site of the actor, with the previous range, names cars, and refuses another dealership’s site', async () => {
    const [car] = await handle.db.select({ id: cars.id, name: cars.name }).from(cars).where(inArray(cars.dealershipId, harbour.dealerships.map((d) => d.id))).limit(1);
    if (!car) throw new Error('no harbour car');
    await handle.db.delete(insightEvents);
    await handle.db.execute(sql`delete from insight_rollups`);
    await handle.db.execute(sql`delete from insight_daily_totals`);
    const today = NOW.toISOString().slice(0, 10);
    const yesterday = shiftDate(today, -1).date;
    const event = (over: Partial<typeof insightEvents.$inferInsert>) => ({ websiteId: harbour.id, day: yesterday, kind: 'page_view' as const, visitId: SESSION, ...over });
    await handle.db.insert(insightEvents).values([
      event({ kind: 'page_view' }),
      event({ kind: 'car_view', car: String(car.id) }),
      event({ kind: 'search', words: 'cybertruck', results: 0 }),
      event({ kind: 'lead_submitted', category: 'test-drive', campaign: 'spring', referrer: 'google.com', car: String(car.id) }),
      event({ kind: 'page_view', day: shiftDate(today, -35).date }),
    ]);
    await rollUpDay(handle.db, yesterday);
    await rollUpDay(handle.db, shiftDate(today, -35).date);

    const [websiteRow] = await handle.db.select({ dealershipId: websites.dealershipId }).from(websites).where(eq(websites.id, harbour.id));
    const owner = actorAt(websiteRow?.dealershipId ?? 0, 'sales');
    const view = await insightsView(handle.db, owner, { kind: 'site', siteId: harbour.id }, { from: shiftDate(today, -29).date, to: today }, NOW);
    expect(view.scopeName).toBe(harbour.name);
    expect(view.sites.map((s) => s.id)).toEqual([harbour.id]);
    const totals = Object.fromEntries(view.report.totals.map((t) => [t.key, [t.current, t.previous]]));
    expect(totals).toMatchObject({ visits: [1, 1], car_views: [1, 0], searches: [1, 0], leads: [1, 0] });
    expect(view.report.topCarsByViews).toEqual([{ label: expect.stringContaining(car.name) as string, count: 1 }]);
    expect(view.report.viewedWithoutLeads).toEqual([]);
    expect(view.report.emptySearches).toEqual([{ label: 'cybertruck', count: 1 }]);
    expect(view.report.leadsByCampaign).toEqual([{ label: 'spring', count: 1 }]);
    expect(view.report.funnel.map((row) => row.count)).toEqual([1, 1, 1, 1]);
    expect(view.report.stockAge.reduce((sum, row) => sum + row.count, 0)).toBeGreaterThan(0);

    await expect(insightsView(handle.db, owner, { kind: 'site', siteId: redline.id }, {}, NOW)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    await expect(insightsView(handle.db, owner, { kind: 'site', siteId: 999_999 }, {}, NOW)).rejects.toBeInstanceOf(ConsoleNotFoundError);
    const group = await insightsView(handle.db, owner, { kind: 'group' }, {}, NOW);
    expect(group.sites.map((s) => s.id)).toEqual([harbour.id]);
    const none = await insightsView(handle.db, { ...owner, dealerships: [] }, { kind: 'group' }, {}, NOW);
    expect([none.sites, none.report.totals.every((t) => t.current === 0)]).toEqual([[], true]);
  });
});
