import { isVisitorId } from '../visitor/ids';
import {
  QUERY_PARAM_KEY_MAX_LENGTH,
  QUERY_PARAM_VALUE_MAX_LENGTH,
  QUERY_PARAMS_MAX,
  URL_MAX_LENGTH,
  USER_AGENT_MAX_LENGTH,
  VISITED_PAGES_MAX,
} from './limits';

/**
 * Tracking data a lead carries (SPEC 7: visited pages and the first page's query, plus the page url
 * and user agent). The shopper neither sees nor can fix it, so a bad value is dropped or trimmed,
 * never a reason to refuse the lead. Each cleaner returns undefined for "nothing usable".
 */

// Control characters would break the log lines and emails these values end up in.
const CONTROL = /[\u0000-\u001f\u007f]/g;

function text(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(CONTROL, '').trim().slice(0, max);
  return cleaned === '' ? undefined : cleaned;
}

/** An absolute http(s) URL or a site path ('/cars/x'); '//host' and 'javascript:' are not pages. */
export function cleanUrl(value: unknown): string | undefined {
  const url = text(value, URL_MAX_LENGTH);
  if (url === undefined) return undefined;
  if (url.startsWith('/')) return url.startsWith('//') ? undefined : url;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

export function cleanUserAgent(value: unknown): string | undefined {
  return text(value, USER_AGENT_MAX_LENGTH);
}

/** The most recent pages: the ones just before the enquiry tell the dealer most. */
export function cleanVisitedPages(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const pages = value.map(cleanUrl).filter((page): page is string => page !== undefined);
  return pages.length === 0 ? undefined : pages.slice(-VISITED_PAGES_MAX);
}

/** The first page's query, as '?utm_source=x&...' or an object, to a flat record of strings. */
export function cleanQueryParams(value: unknown): Record<string, string> | undefined {
  let entries: [string, unknown][];
  if (typeof value === 'string') entries = [...new URLSearchParams(value.trim()).entries()];
  else if (typeof value === 'object' && value !== null && !Array.isArray(value)) entries = Object.entries(value);
  else return undefined;

  const params: Record<string, string> = {};
  let count = 0;
  for (const [rawKey, rawValue] of entries) {
    if (count >= QUERY_PARAMS_MAX) break;
    const key = text(rawKey, QUERY_PARAM_KEY_MAX_LENGTH);
    const scalar = typeof rawValue === 'number' || typeof rawValue === 'boolean' ? String(rawValue) : rawValue;
    const param = typeof scalar === 'string' ? (scalar.replace(CONTROL, '').trim().slice(0, QUERY_PARAM_VALUE_MAX_LENGTH)) : undefined;
    // '__proto__' as a key would reach the prototype, not the record.
    if (key === undefined || param === undefined || key === '__proto__' || Object.hasOwn(params, key)) continue;
    params[key] = param;
    count += 1;
  }
  return count === 0 ? undefined : params;
}

/** A visitor's device or session id (src/domain/visitor/ids.ts); anything else is dropped. */
export function cleanVisitorId(value: unknown): string | undefined {
  return isVisitorId(value) ? value : undefined;
}
