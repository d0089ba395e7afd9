import { describe, expect, it } from 'vitest';
import { countMetric, METRICS, type InsightRecord, type MetricRule } from './metrics';

const base: InsightRecord = { kind: 'page_view', visitId: 'v1', car: '', words: '', results: null, category: '', page: '/', campaign: '', referrer: '' };
const rec = (over: Partial<InsightRecord>): InsightRecord => ({ ...base, ...over });
const rule = (metric: string): MetricRule => {
  const found = METRICS.find((m) => m.metric === metric);
  if (!found) throw new Error(metric);
  return found;
};

describe('once per visit, or each time', () => {
  it.each([
    ['visits: five page views of one visit are one visit', 'visits', [rec({}), rec({}), rec({}), rec({}), rec({})], { '': 1 }],
    ['visits: two visits', 'visits', [rec({}), rec({ visitId: 'v2' }), rec({})], { '': 2 }],
    ['page views: every view counts', 'page_views', [rec({}), rec({}), rec({ visitId: 'v2' })], { '': 3 }],
    ['car views: reloading a car counts once', 'car_views', [rec({ kind: 'car_view', car: '7' }), rec({ kind: 'car_view', car: '7' })], { '7': 1 }],
    [
      'car views: two cars in one visit count once each',
      'car_views',
      [rec({ kind: 'car_view', car: '7' }), rec({ kind: 'car_view', car: '8' }), rec({ kind: 'car_view', car: '7', visitId: 'v2' })],
      { '7': 2, '8': 1 },
    ],
    ['searches: the same words twice in a visit count once', 'searches', [rec({ kind: 'search', words: 'hilux', results: 3 }), rec({ kind: 'search', words: 'hilux', results: 3 })], { hilux: 1 }],
    [
      'empty searches: only those that found nothing',
      'empty_searches',
      [rec({ kind: 'search', words: 'cybertruck', results: 0 }), rec({ kind: 'search', words: 'hilux', results: 4 }), rec({ kind: 'search', words: 'cybertruck', results: 0, visitId: 'v2' })],
      { cybertruck: 2 },
    ],
    ['favourites: saving one car twice in a visit counts once', 'favourites', [rec({ kind: 'favourite_save', car: '3' }), rec({ kind: 'favourite_save', car: '3' })], { '3': 1 }],
    ['calls: tapping the number twice is one call', 'calls', [rec({ kind: 'call_click' }), rec({ kind: 'call_click' })], { '': 1 }],
    ['directions: once per visit', 'directions', [rec({ kind: 'directions_click' }), rec({ kind: 'directions_click', visitId: 'v2' })], { '': 2 }],
    [
      'leads: every lead counts, by kind',
      'leads_by_kind',
      [rec({ kind: 'lead_submitted', category: 'test-drive' }), rec({ kind: 'lead_submitted', category: 'test-drive' }), rec({ kind: 'lead_submitted', category: 'general-enquiry' })],
      { 'test-drive': 2, 'general-enquiry': 1 },
    ],
    ['leads by campaign: no campaign is its own row', 'leads_by_campaign', [rec({ kind: 'lead_submitted', campaign: 'spring' }), rec({ kind: 'lead_submitted' })], { spring: 1, '': 1 }],
    [
      'funnel: a visit counts once at each stage it reached',
      'funnel',
      [rec({}), rec({}), rec({ kind: 'search', words: 'a' }), rec({ kind: 'search', words: 'b' }), rec({ kind: 'car_view', car: '1' }), rec({ visitId: 'v2' })],
      { page_view: 2, search: 1, car_view: 1 },
    ],
    ['other kinds are not counted', 'calls', [rec({}), rec({ kind: 'directions_click' })], {}],
  ] as const)('%s', (_name, metric, records, expected) => {
    expect(Object.fromEntries(countMetric(rule(metric), records))).toEqual(expected);
  });

  it('names each metric once', () => {
    expect(new Set(METRICS.map((m) => m.metric)).size).toBe(METRICS.length);
  });
});
