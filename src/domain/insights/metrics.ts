import type { InsightKind } from './kinds';

/**
 * The daily rollup's metrics (issue 31): which recorded events each counts, by which dimension,
 * and how. "once-per-visit" counts a visit at most once per dimension value and day (a shopper who
 * reloads a car page five times viewed that car once); "each" counts every event (two leads are two
 * leads). The rollup statement (src/db/queries/insights-rollup.ts) is built from this table, and
 * `countMetric` is the same rule over plain records, the reference the property test compares to.
 * A visit that runs over midnight counts on both days: figures over a range add days up.
 */
export type InsightDimension = 'none' | 'kind' | 'car' | 'words' | 'category' | 'page' | 'campaign' | 'referrer';
type Counting = 'once-per-visit' | 'each';

export type MetricRule = {
  metric: string;
  kinds: readonly InsightKind[];
  dimension: InsightDimension;
  counting: Counting;
  /** Only searches that found nothing. */
  emptyResultsOnly?: boolean;
};

export const METRICS = [
  { metric: 'visits', kinds: ['page_view'], dimension: 'none', counting: 'once-per-visit' },
  { metric: 'page_views', kinds: ['page_view'], dimension: 'none', counting: 'each' },
  { metric: 'searches', kinds: ['search'], dimension: 'words', counting: 'once-per-visit' },
  { metric: 'empty_searches', kinds: ['search'], dimension: 'words', counting: 'once-per-visit', emptyResultsOnly: true },
  { metric: 'car_views', kinds: ['car_view'], dimension: 'car', counting: 'once-per-visit' },
  { metric: 'favourites', kinds: ['favourite_save'], dimension: 'car', counting: 'once-per-visit' },
  { metric: 'calls', kinds: ['call_click'], dimension: 'none', counting: 'once-per-visit' },
  { metric: 'directions', kinds: ['directions_click'], dimension: 'none', counting: 'once-per-visit' },
  { metric: 'leads_by_kind', kinds: ['lead_submitted'], dimension: 'category', counting: 'each' },
  { metric: 'leads_by_page', kinds: ['lead_submitted'], dimension: 'page', counting: 'each' },
  { metric: 'leads_by_campaign', kinds: ['lead_submitted'], dimension: 'campaign', counting: 'each' },
  { metric: 'leads_by_referrer', kinds: ['lead_submitted'], dimension: 'referrer', counting: 'each' },
  { metric: 'leads_by_car', kinds: ['lead_submitted'], dimension: 'car', counting: 'each' },
  { metric: 'funnel', kinds: ['page_view', 'search', 'car_view', 'lead_submitted'], dimension: 'kind', counting: 'once-per-visit' },
] as const satisfies readonly MetricRule[];


/** One recorded event as the rollup reads it; absent dimensions are '' (no car, no words, direct). */
export type InsightRecord = {
  kind: InsightKind;
  visitId: string;
  car: string;
  words: string;
  results: number | null;
  category: string;
  page: string;
  campaign: string;
  referrer: string;
};

function dimensionValue(record: InsightRecord, dimension: InsightDimension): string {
  return dimension === 'none' ? '' : record[dimension];
}

/** Whether the rule counts this record at all. */
function counts(rule: MetricRule, record: InsightRecord): boolean {
  return rule.kinds.includes(record.kind) && (!rule.emptyResultsOnly || record.results === 0);
}

/** The rule applied to records of one site and day: dimension value → count. */
export function countMetric(rule: MetricRule, records: readonly InsightRecord[]): Map<string, number> {
  const seen = new Set<string>();
  const totals = new Map<string, number>();
  for (const record of records) {
    if (!counts(rule, record)) continue;
    const key = dimensionValue(record, rule.dimension);
    if (rule.counting === 'once-per-visit') {
      const visitKey = `${key}\u0000${record.visitId}`;
      if (seen.has(visitKey)) continue;
      seen.add(visitKey);
    }
    totals.set(key, (totals.get(key) ?? 0) + 1);
  }
  return totals;
}
