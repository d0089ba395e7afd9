import type { AnalyticsEventPayload } from '../visitor/event';
import { isInsightKind, type InsightKind } from './kinds';

/**
 * The part of an analytics event the insights keep (issue 31), read from the SPEC 7 payload the
 * page posted. The page's script puts what it knows in `event_properties`: `car_id`,
 * `search_words`, `search_results`, `search_filters`, `utm_campaign` and `referrer` (the visit's
 * first, kept for the whole visit). Words are folded to lower case and single spaces so "Hilux "
 * and "hilux" are one search; a referrer is kept as its host alone, and one on the site's own
 * host is no referrer at all.
 */
export type InsightFields = {
  kind: InsightKind;
  car: string;
  words: string;
  results: number | null;
  filters: string;
  category: string;
  page: string;
  campaign: string;
  referrer: string;
};

const WORDS_MAX = 100;
const PAGE_MAX = 200;
const DIMENSION_MAX = 100;

export function insightFields(payload: AnalyticsEventPayload): InsightFields | null {
  if (!isInsightKind(payload.event)) return null;
  const props = payload.event_properties;
  const url = parseUrl(payload.url);
  const results = props.search_results;
  return {
    kind: payload.event,
    car: carKey(props.car_id),
    words: normaliseWords(text(props.search_words)),
    results: typeof results === 'number' && Number.isInteger(results) && results >= 0 ? results : null,
    filters: text(props.search_filters).slice(0, DIMENSION_MAX * 5),
    category: payload.event === 'lead_submitted' ? (payload.category ?? '') : '',
    page: url ? url.pathname.slice(0, PAGE_MAX) : '',
    campaign: text(props.utm_campaign).trim().toLowerCase().slice(0, DIMENSION_MAX),
    referrer: referrerHost(text(props.referrer), url?.hostname ?? null),
  };
}

export function normaliseWords(words: string): string {
  return words.trim().toLowerCase().replace(/\s+/g, ' ').slice(0, WORDS_MAX);
}

export function referrerHost(referrer: string, ownHost: string | null): string {
  const url = parseUrl(referrer);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return '';
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  return host === (ownHost ?? '').toLowerCase().replace(/^www\./, '') ? '' : host.slice(0, DIMENSION_MAX);
}

function carKey(value: unknown): string {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? String(id) : '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
