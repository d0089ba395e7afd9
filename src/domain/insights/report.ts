import { daysOf, percentChange, previousRange, type DayRange } from './range';

/**
 * The insights report as the page, its charts, tables and CSV show it (issue 31), built from the
 * rollup sums the queries return. Pure: no query, no formatting beyond plain labels.
 */
type Total = { key: TotalKey; label: string; current: number; previous: number; change: number | null };
export type Row = { label: string; count: number };
export type Series = { key: TotalKey; label: string; values: number[] };

export type InsightsReport = {
  range: DayRange;
  previous: DayRange;
  totals: Total[];
  daily: { days: string[]; series: Series[] };
  funnel: Row[];
  leadsByKind: Row[];
  leadsByPage: Row[];
  leadsByCampaign: Row[];
  leadsByReferrer: Row[];
  topCarsByViews: Row[];
  topCarsByLeads: Row[];
  viewedWithoutLeads: Row[];
  emptySearches: Row[];
  stockAge: Row[];
};

/** The headline figures: each a rollup metric summed over its dimension values. */
const TOTALS = [
  { key: 'visits', metric: 'visits', label: 'Visits' },
  { key: 'searches', metric: 'searches', label: 'Searches' },
  { key: 'car_views', metric: 'car_views', label: 'Car page views' },
  { key: 'leads', metric: 'leads_by_kind', label: 'Leads' },
  { key: 'favourites', metric: 'favourites', label: 'Favourite saves' },
  { key: 'calls', metric: 'calls', label: 'Calls' },
  { key: 'directions', metric: 'directions', label: 'Direction clicks' },
] as const;
type TotalKey = (typeof TOTALS)[number]['key'];

/** Drawn day by day in the line chart. */
const DAILY_KEYS: readonly TotalKey[] = ['visits', 'searches', 'car_views', 'leads'];

const FUNNEL_STAGES = [
  { dimension: 'page_view', label: 'Visited' },
  { dimension: 'search', label: 'Searched' },
  { dimension: 'car_view', label: 'Viewed a car' },
  { dimension: 'lead_submitted', label: 'Sent a lead' },
] as const;

/** Lower bounds of the stock age bands, in days since the car was listed. */
export const STOCK_AGE_BOUNDS = [0, 31, 61, 91] as const;
const STOCK_AGE_LABELS = ['0–30 days', '31–60 days', '61–90 days', 'Over 90 days'] as const;

export type ReportInputs = {
  range: DayRange;
  /** Per metric and day, current and previous ranges together. */
  daily: { metric: string; day: string; count: number }[];
  /** Per metric, its largest dimension values over the current range. */
  top: { metric: string; dimension: string; count: number }[];
  viewedWithoutLeads: { car: string; views: number }[];
  carNames: Map<number, { name: string; stocknum: string }>;
  stockAge: number[];
};

const CATEGORY_LABELS: Record<string, string> = { '': 'Other' };
const DIRECT = 'Direct or unknown';
const NO_CAMPAIGN = 'No campaign';
const NO_WORDS = '(filters only, no words)';

function carLabel(car: string, names: ReportInputs['carNames']): string {
  const known = names.get(Number(car));
  return known ? `${known.name} (stock ${known.stocknum})` : `Car ${car} (no longer listed)`;
}

function sumBetween(rows: ReportInputs['daily'], metric: string, range: DayRange): number {
  return rows.filter((row) => row.metric === metric && row.day >= range.from && row.day <= range.to).reduce((sum, row) => sum + row.count, 0);
}

function rowsOf(top: ReportInputs['top'], metric: string, label: (dimension: string) => string): Row[] {
  return top.filter((row) => row.metric === metric).map((row) => ({ label: label(row.dimension), count: row.count }));
}

export function buildReport(inputs: ReportInputs): InsightsReport {
  const { range } = inputs;
  const previous = previousRange(range);
  const metricOf = (key: TotalKey) => TOTALS.find((total) => total.key === key)?.metric ?? key;
  const totals = TOTALS.map(({ key, metric, label }) => {
    const current = sumBetween(inputs.daily, metric, range);
    const before = sumBetween(inputs.daily, metric, previous);
    return { key, label, current, previous: before, change: percentChange(current, before) };
  });
  const days = daysOf(range);
  const series = DAILY_KEYS.map((key) => {
    const byDay = new Map(inputs.daily.filter((row) => row.metric === metricOf(key)).map((row) => [row.day, row.count]));
    return { key, label: TOTALS.find((total) => total.key === key)?.label ?? key, values: days.map((day) => byDay.get(day) ?? 0) };
  });
  const funnelCounts = new Map(inputs.top.filter((row) => row.metric === 'funnel').map((row) => [row.dimension, row.count]));
  const car = (dimension: string) => carLabel(dimension, inputs.carNames);
  return {
    range,
    previous,
    totals,
    daily: { days, series },
    funnel: FUNNEL_STAGES.map((stage) => ({ label: stage.label, count: funnelCounts.get(stage.dimension) ?? 0 })),
    leadsByKind: rowsOf(inputs.top, 'leads_by_kind', (d) => CATEGORY_LABELS[d] ?? d),
    leadsByPage: rowsOf(inputs.top, 'leads_by_page', (d) => d || 'Unknown page'),
    leadsByCampaign: rowsOf(inputs.top, 'leads_by_campaign', (d) => d || NO_CAMPAIGN),
    leadsByReferrer: rowsOf(inputs.top, 'leads_by_referrer', (d) => d || DIRECT),
    topCarsByViews: rowsOf(inputs.top, 'car_views', car),
    topCarsByLeads: rowsOf(inputs.top, 'leads_by_car', (d) => (d ? car(d) : 'No particular car')),
    viewedWithoutLeads: inputs.viewedWithoutLeads.map((row) => ({ label: car(row.car), count: row.views })),
    emptySearches: rowsOf(inputs.top, 'empty_searches', (d) => d || NO_WORDS),
    stockAge: STOCK_AGE_LABELS.map((label, index) => ({ label, count: inputs.stockAge[index] ?? 0 })),
  };
}

/** The metrics whose per-day sums the report needs. */
export const DAILY_METRICS: readonly string[] = TOTALS.map((total) => total.metric);
/** The metrics whose top dimension values the report lists, besides the cars' (car-rankings.ts). */
export const TOP_METRICS: readonly string[] = ['funnel', 'leads_by_kind', 'leads_by_page', 'leads_by_campaign', 'leads_by_referrer', 'empty_searches'];
