import { parseDatabaseId } from './database-id';

/**
 * The compare selection (SPEC 1 "compare mode"): up to four car ids kept in the browser, and the
 * shareable /compare?ids=... address built from them.
 */

export const COMPARE_MAX = 4;
export const COMPARE_STORAGE_KEY = 'compare';
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_MAX} cars. Remove one to add another.`;

export type CompareOutcome = 'added' | 'removed' | 'full';

/** Adds the id at the end (columns keep the order cars were picked in) or removes it; a fifth is refused. */
export function toggleCompare(list: readonly number[], id: number): { list: number[]; outcome: CompareOutcome } {
  if (list.includes(id)) return { list: list.filter((x) => x !== id), outcome: 'removed' };
  if (list.length >= COMPARE_MAX) return { list: [...list], outcome: 'full' };
  return { list: [...list, id], outcome: 'added' };
}

function isId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}

/** First COMPARE_MAX distinct valid ids, in order. */
function firstIds(values: readonly unknown[]): number[] {
  const ids: number[] = [];
  for (const value of values) {
    if (ids.length === COMPARE_MAX) break;
    if (isId(value) && !ids.includes(value)) ids.push(value);
  }
  return ids;
}

/** The selection read back from storage; anything unusable is dropped, never thrown. */
export function parseCompareSelection(raw: string | null | undefined): number[] {
  if (!raw) return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  return Array.isArray(data) ? firstIds(data) : [];
}

export function serializeCompareSelection(list: readonly number[]): string {
  return JSON.stringify(list);
}

/**
 * The ids of a shared /compare URL. Lenient where the API is strict: a link pasted into a chat may
 * be mangled, so the page shows what it can (valid ids, first four, no repeats) rather than failing.
 */
export function compareIdsFromParam(raw: string | string[] | null | undefined): number[] {
  const text = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  const values = text
    .split(',')
    .map((part) => part.trim())
    .map(parseDatabaseId)
    .filter((id) => id !== null);
  return firstIds(values);
}

export function compareUrl(ids: readonly number[]): string {
  return ids.length === 0 ? '/compare' : `/compare?ids=${ids.join(',')}`;
}
