import 'server-only';
import { getDb } from '../../db';
import type { Db } from '../../db/client';
import { carLabels, dailyTotals, dimensionTotals, siteDealershipId, sitesOfDealerships, stockAgeBands, topDimensions, type InsightSiteRow } from '../../db/queries/insights';
import { rankCars } from '../../domain/insights/car-rankings';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { localDate } from '../../domain/hours';
import { parseRange, previousRange } from '../../domain/insights/range';
import { reportCsv } from '../../domain/insights/csv';
import { buildReport, DAILY_METRICS, STOCK_AGE_BOUNDS, TOP_METRICS, type InsightsReport } from '../../domain/insights/report';
import type { InsightsScopeInput } from '../../domain/insights/scope';
import { DEFAULT_TIMEZONE } from '../../domain/site-config';

/**
 * The console's insights (issue 31): one site, or the group of every site the actor may read
 * insights of, over a date range compared with the one before. Reads the daily rollups only
 * (src/db/queries/insights.ts). A site is its dealership's (websites.dealership_id): a site of
 * another dealership is not found (404), as any console record.
 */
export type InsightsScope = InsightsScopeInput;
type InsightSite = Pick<InsightSiteRow, 'id' | 'slug' | 'name'>;
export type InsightsView = { sites: InsightSite[]; scope: InsightsScope; scopeName: string; today: string; report: InsightsReport };

/** Rows in each "top" list. */
const TOP_ROWS = 10;

/** The sites whose insights the actor may read. */
async function insightSites(db: Db, actor: StaffActor): Promise<InsightSiteRow[]> {
  return sitesOfDealerships(db, dealershipsAllowing(actor, 'insights.read'));
}

export async function insightsView(db: Db, actor: StaffActor, scope: InsightsScope, rangeInput: { from?: string; to?: string }, now: Date): Promise<InsightsView> {
  const sites = await insightSites(db, actor);
  let chosen = sites;
  if (scope.kind === 'site') {
    const dealershipId = await siteDealershipId(db, scope.siteId);
    if (dealershipId === null) throw new ConsoleNotFoundError();
    authorize(actor, 'insights.read', dealershipId);
    chosen = sites.filter((site) => site.id === scope.siteId);
    if (chosen.length === 0) throw new ConsoleNotFoundError();
  }
  // The latest calendar day among the sites: a range never ends before any of them has begun it.
  const today = chosen.map((site) => localDate(now, site.timezone ?? DEFAULT_TIMEZONE).date).reduce((a, b) => (a > b ? a : b), localDate(now, DEFAULT_TIMEZONE).date);
  const range = parseRange(rangeInput, today);
  const siteIds = chosen.map((site) => site.id);
  // Side by side on the pool: the car views, a row per car and day, are the largest read.
  const [daily, otherTop, carViews, carLeads, stockAge] = await Promise.all([
    dailyTotals(db, siteIds, DAILY_METRICS, previousRange(range).from, range.to),
    topDimensions(db, siteIds, TOP_METRICS, range.from, range.to, TOP_ROWS),
    dimensionTotals(db, siteIds, 'car_views', range.from, range.to),
    dimensionTotals(db, siteIds, 'leads_by_car', range.from, range.to),
    stockAgeBands(db, siteIds, STOCK_AGE_BOUNDS, now),
  ]);
  const cars = rankCars(carViews, carLeads, TOP_ROWS);
  const top = [...otherTop, ...cars.top];
  const viewedWithoutLeads = cars.viewedWithoutLeads;
  const carIds = [...cars.top.map((row) => row.dimension), ...viewedWithoutLeads.map((row) => row.car)]
    .filter((car) => car !== '')
    .map(Number);
  const carNames = await carLabels(db, [...new Set(carIds)]);
  return {
    sites: sites.map(({ id, slug, name }) => ({ id, slug, name })),
    scope,
    scopeName: scope.kind === 'site' ? (chosen[0]?.name ?? '') : 'All your sites',
    today,
    report: buildReport({ range, daily, top, viewedWithoutLeads, carNames, stockAge }),
  };
}

/** The insights page's view of this request, on the app's database. */
export async function loadInsights(actor: StaffActor, scope: InsightsScope, rangeInput: { from?: string; to?: string }): Promise<InsightsView> {
  return insightsView(await getDb(), actor, scope, rangeInput, new Date());
}

/** The same view as a CSV download: its file name and text. */
export async function insightsCsv(actor: StaffActor, scope: InsightsScope, rangeInput: { from?: string; to?: string }): Promise<{ fileName: string; csv: string }> {
  const view = await loadInsights(actor, scope, rangeInput);
  const site = scope.kind === 'site' ? (view.sites.find((s) => s.id === scope.siteId)?.slug ?? 'site') : 'all-sites';
  return { fileName: `insights-${site}-${view.report.range.from}-to-${view.report.range.to}.csv`, csv: reportCsv(view.report) };
}
