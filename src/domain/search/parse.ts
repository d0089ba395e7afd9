import {
  DEFAULT_HITS_PER_PAGE,
  DEFAULT_SORT,
  MAX_HITS_PER_PAGE,
  RANGE_FACETS,
  SORTS,
  VALUE_FACETS,
  type Range,
  type RangeFacet,
  type SearchQuery,
  type SortKey,
  type ValueFacet,
} from './search-query';

/**
 * Query string -> SearchQuery (SPEC 5 "Search and detail", issue 3 API contract). One syntax only,
 * the one docs/api.md documents:
 *
 *   make=Toyota&make=Mazda     value facets, repeated for several values (OR within a key)
 *   price=10000..40000         range facets; either end may be empty (price=..40000, price=10000..)
 *   price=20000                a bare integer is the exact range 20000..20000
 *   price=<20000  year=>=2020  a value with < or > is a raw comparison (SPEC 5), strict ends moved by 1
 *   query=hilux                free text
 *   sort=price_asc  page=2  hitsPerPage=50
 *
 * There is no price_min / price_max form, and no `?price<20000` form (that arrives as an unknown key).
 * Nothing here throws: whatever cannot be used is dropped and its key reported in `ignored`.
 */

export const MAX_VALUES_PER_KEY = 50;
export const MAX_VALUE_LENGTH = 100;
export const MAX_QUERY_LENGTH = 200;
/** 10,000 pages of 21 is far beyond any one site's stock; deeper offsets only cost the database. */
export const MAX_PAGE = 10_000;
const MAX_RANGE_MAGNITUDE = 1e12;
/** Keeps the debugging list small whatever a client sends. */
const MAX_IGNORED_KEYS = 50;
const MAX_IGNORED_KEY_LENGTH = 100;

/** Per-site defaults (a site may sort by its custom rank, or show another page size). */
export type SearchDefaults = { sort?: SortKey; hitsPerPage?: number };
export type ResolvedSearchDefaults = { sort: SortKey; hitsPerPage: number };

type SearchParamPairs = Iterable<readonly [string, string]>;
/** A raw query string, a URLSearchParams (or any [key, value] list), or Next's `searchParams` record. */
export type SearchParamsInput = string | SearchParamPairs | Readonly<Record<string, string | readonly string[] | undefined>>;

export type ParsedSearchParams = { query: SearchQuery; ignored: string[] };

const VALUE_FACET_SET: ReadonlySet<string> = new Set(VALUE_FACETS);
const RANGE_FACET_SET: ReadonlySet<string> = new Set(RANGE_FACETS);
const SORT_SET: ReadonlySet<string> = new Set(SORTS);

export function isValueFacet(key: string): key is ValueFacet {
  return VALUE_FACET_SET.has(key);
}

export function isRangeFacet(key: string): key is RangeFacet {
  return RANGE_FACET_SET.has(key);
}

function isSortKey(value: string): value is SortKey {
  return SORT_SET.has(value);
}

/** Code-unit order, so the canonical order never depends on the runtime's locale data. */
export function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function resolveDefaults(defaults?: SearchDefaults): ResolvedSearchDefaults {
  const sort = defaults?.sort !== undefined && isSortKey(defaults.sort) ? defaults.sort : DEFAULT_SORT;
  const hpp = defaults?.hitsPerPage;
  const hitsPerPage = hpp !== undefined && Number.isInteger(hpp) && hpp >= 1 && hpp <= MAX_HITS_PER_PAGE ? hpp : DEFAULT_HITS_PER_PAGE;
  return { sort, hitsPerPage };
}

export function toParamPairs(input: SearchParamsInput): [string, string][] {
  if (typeof input === 'string') return [...new URLSearchParams(input)];
  if (Symbol.iterator in input) return [...(input as SearchParamPairs)].map(([k, v]) => [String(k), String(v)]);
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (typeof value === 'string') pairs.push([key, value]);
    else for (const v of value) pairs.push([key, String(v)]);
  }
  return pairs;
}

// C0/C1 controls (PostgreSQL text refuses NUL outright) and lone surrogates (not encodable as UTF-8).
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// Typographic quotes too: phone keyboards turn " into them.
const DOUBLE_QUOTES = /["\u201c\u201d]/g;

function sanitise(raw: string): string {
  return raw.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, ' ');
}

/** A facet value as SPEC 5 wants it: double quotes stripped, trimmed; null when nothing usable is left. */
function cleanFilterValue(raw: string): string | null {
  const value = sanitise(raw).replace(DOUBLE_QUOTES, '').trim();
  if (value === '' || value.length > MAX_VALUE_LENGTH) return null;
  return value;
}

/** Free text: trimmed, whitespace collapsed, at most MAX_QUERY_LENGTH characters. */
function cleanQueryText(raw: string): string {
  let text = sanitise(raw).replace(/\s+/g, ' ').trim();
  if (text.length > MAX_QUERY_LENGTH) {
    text = text.slice(0, MAX_QUERY_LENGTH);
    // Never leave half of a surrogate pair behind.
    if (/[\ud800-\udbff]$/.test(text)) text = text.slice(0, -1);
    text = text.trimEnd();
  }
  return text;
}

const STOCK_NUMBER = /^[A-Za-z]*[0-9]{3,}[A-Za-z]*$/;

/**
 * SPEC 5: a query shaped like a stock number (optional letters, 3 or more digits, optional letters)
 * is searched exactly. Returns the stock number as typed (case kept; the engine decides case
 * sensitivity), or null. Surrounding double quotes are ignored, so a shopper who quoted it still matches.
 * Model names such as 'F150', '911', 'RX350' or '3008' have the same shape, so the engine should add
 * the exact stock-number match to the text search rather than replace it.
 */
export function stockNumberQuery(text: string): string | null {
  const candidate = cleanQueryText(text).replace(/^["\u201c\u201d]+|["\u201c\u201d]+$/g, '').trim();
  return STOCK_NUMBER.test(candidate) ? candidate : null;
}

const INTEGER = /^-?[0-9]+$/;
const COMPARISON = /^(<=|>=|<|>)\s*(-?[0-9]+)$/;

function toInteger(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  if (!INTEGER.test(t)) return Number.NaN;
  return Number(t);
}

function inBounds(n: number | null): boolean {
  return n === null || (Number.isSafeInteger(n) && Math.abs(n) <= MAX_RANGE_MAGNITUDE);
}

/**
 * A range is usable when each end is open or a safe integer within ±1e12 and at least one end is set.
 * Reversed ends are swapped: '10..5' is read as the shopper's 5..10, the likeliest intent.
 */
function normaliseRange(range: { min: number | null; max: number | null }): Range | null {
  const { min, max } = range;
  if (!inBounds(min) || !inBounds(max)) return null;
  if (min === null && max === null) return null;
  if (min !== null && max !== null && min > max) return { min: max, max: min };
  return { min, max };
}

/** One range-facet value -> an inclusive integer range, or null when it is broken. */
export function parseRangeValue(raw: string): Range | null {
  const value = cleanFilterValue(raw);
  if (value === null) return null;
  if (value.includes('<') || value.includes('>')) {
    const match = COMPARISON.exec(value);
    if (!match) return null;
    const n = Number(match[2]);
    if (!Number.isSafeInteger(n)) return null;
    // Integer values only, so a strict bound is the next integer inward.
    switch (match[1]) {
      case '<':
        return normaliseRange({ min: null, max: n - 1 });
      case '<=':
        return normaliseRange({ min: null, max: n });
      case '>':
        return normaliseRange({ min: n + 1, max: null });
      default:
        return normaliseRange({ min: n, max: null });
    }
  }
  const parts = value.split('..');
  if (parts.length === 1) {
    const n = toInteger(value);
    return n === null || Number.isNaN(n) ? null : normaliseRange({ min: n, max: n });
  }
  if (parts.length !== 2) return null;
  const min = toInteger(parts[0] ?? '');
  const max = toInteger(parts[1] ?? '');
  if (Number.isNaN(min) || Number.isNaN(max)) return null;
  return normaliseRange({ min, max });
}

/** Both ranges at once (AND); null when nothing satisfies both. */
export function intersectRanges(a: Range, b: Range): Range | null {
  const min = a.min === null ? b.min : b.min === null ? a.min : Math.max(a.min, b.min);
  const max = a.max === null ? b.max : b.max === null ? a.max : Math.min(a.max, b.max);
  if (min !== null && max !== null && min > max) return null;
  return { min, max };
}

export function formatRange(range: Range): string {
  return `${range.min ?? ''}..${range.max ?? ''}`;
}

/** First MAX_VALUES_PER_KEY distinct usable values in arrival order, then sorted for a canonical state. */
function cleanValues(values: Iterable<string>): { values: string[]; dropped: boolean } {
  const kept = new Set<string>();
  let dropped = false;
  for (const raw of values) {
    const value = cleanFilterValue(raw);
    // A value facet has no range form in SearchQuery, so a comparison there cannot be honoured.
    if (value === null || value.includes('<') || value.includes('>')) {
      if (raw.trim() !== '') dropped = true;
      continue;
    }
    if (kept.has(value)) continue;
    if (kept.size >= MAX_VALUES_PER_KEY) {
      dropped = true;
      continue;
    }
    kept.add(value);
  }
  return { values: [...kept].sort(compareStrings), dropped };
}

function parsePage(raw: string): number {
  if (!/^[1-9][0-9]*$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 2 && page <= MAX_PAGE ? page : 1;
}

function parseHitsPerPage(raw: string, fallback: number): number {
  if (!/^[1-9][0-9]*$/.test(raw)) return fallback;
  const n = Number(raw);
  return n <= MAX_HITS_PER_PAGE ? n : fallback;
}

class IgnoredKeys {
  private readonly keys = new Set<string>();
  add(key: string): void {
    if (this.keys.size < MAX_IGNORED_KEYS) this.keys.add(key.slice(0, MAX_IGNORED_KEY_LENGTH));
  }
  list(): string[] {
    return [...this.keys];
  }
}

/**
 * Query-string pairs -> SearchQuery. Repeated single-valued keys (query, sort, page, hitsPerPage) use
 * their first non-empty occurrence, as URLSearchParams.get would. Repeated range keys are intersected,
 * so `year=>=2020&year=<=2022` is 2020..2022; a contradiction drops that facet. Empty values (an
 * unfilled form field) are not reported; unknown keys and unusable values are.
 */
export function parseSearchParams(input: SearchParamsInput, defaults?: SearchDefaults): ParsedSearchParams {
  const resolved = resolveDefaults(defaults);
  const ignored = new IgnoredKeys();
  const values = new Map<ValueFacet, string[]>();
  const ranges = new Map<RangeFacet, Range | null>();
  const single = new Map<string, string>();

  for (const [key, raw] of toParamPairs(input)) {
    if (isValueFacet(key)) {
      const list = values.get(key);
      if (list) {
        // Bounded: a hostile query string cannot grow this without limit.
        if (list.length < MAX_VALUES_PER_KEY * 4) list.push(raw);
        else ignored.add(key);
      } else values.set(key, [raw]);
    } else if (isRangeFacet(key)) {
      if (raw.trim() === '') continue;
      const range = parseRangeValue(raw);
      if (range === null) {
        ignored.add(key);
        continue;
      }
      if (!ranges.has(key)) {
        ranges.set(key, range);
        continue;
      }
      const previous = ranges.get(key);
      if (previous === null || previous === undefined) continue;
      const both = intersectRanges(previous, range);
      if (both === null) ignored.add(key);
      ranges.set(key, both);
    } else if (key === 'query' || key === 'sort' || key === 'page' || key === 'hitsPerPage') {
      if (raw.trim() === '') continue;
      if (single.has(key)) ignored.add(key);
      else single.set(key, raw);
    } else {
      ignored.add(key);
    }
  }

  const filters: SearchQuery['filters'] = {};
  for (const facet of VALUE_FACETS) {
    const raw = values.get(facet);
    if (!raw) continue;
    const cleaned = cleanValues(raw);
    if (cleaned.dropped) ignored.add(facet);
    if (cleaned.values.length > 0) filters[facet] = cleaned.values;
  }
  const rangeOut: SearchQuery['ranges'] = {};
  for (const facet of RANGE_FACETS) {
    const range = ranges.get(facet);
    if (range) rangeOut[facet] = range;
  }

  const sortRaw = single.get('sort');
  let sort = resolved.sort;
  if (sortRaw !== undefined) {
    if (isSortKey(sortRaw)) sort = sortRaw;
    else ignored.add('sort');
  }
  const pageRaw = single.get('page');
  const page = pageRaw === undefined ? 1 : parsePage(pageRaw);
  if (pageRaw !== undefined && page === 1 && pageRaw !== '1') ignored.add('page');
  const hppRaw = single.get('hitsPerPage');
  const hitsPerPage = hppRaw === undefined ? resolved.hitsPerPage : parseHitsPerPage(hppRaw, resolved.hitsPerPage);
  if (hppRaw !== undefined && hitsPerPage === resolved.hitsPerPage && hppRaw !== String(resolved.hitsPerPage)) ignored.add('hitsPerPage');

  return {
    query: {
      filters,
      ranges: rangeOut,
      query: cleanQueryText(single.get('query') ?? ''),
      sort,
      page,
      hitsPerPage,
    },
    ignored: ignored.list(),
  };
}

/**
 * Any SearchQuery (for example one built by UI code) brought to the form parseSearchParams returns,
 * so equal states compare equal and give equal URLs.
 */
export function normaliseSearchQuery(query: SearchQuery, defaults?: SearchDefaults): SearchQuery {
  const resolved = resolveDefaults(defaults);
  const filters: SearchQuery['filters'] = {};
  for (const facet of VALUE_FACETS) {
    const raw = query.filters[facet];
    if (!raw) continue;
    const { values } = cleanValues(raw);
    if (values.length > 0) filters[facet] = values;
  }
  const ranges: SearchQuery['ranges'] = {};
  for (const facet of RANGE_FACETS) {
    const raw = query.ranges[facet];
    const range = raw ? normaliseRange(raw) : null;
    if (range) ranges[facet] = range;
  }
  const page = Number.isInteger(query.page) && query.page >= 2 && query.page <= MAX_PAGE ? query.page : 1;
  const hpp = query.hitsPerPage;
  return {
    filters,
    ranges,
    query: cleanQueryText(query.query),
    sort: isSortKey(query.sort) ? query.sort : resolved.sort,
    page,
    hitsPerPage: Number.isInteger(hpp) && hpp >= 1 && hpp <= MAX_HITS_PER_PAGE ? hpp : resolved.hitsPerPage,
  };
}
