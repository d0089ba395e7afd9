import { VISITED_PAGES_MAX } from '../domain/validation/limits';

/**
 * The browser session a lead carries (SPEC 7): the pages visited and the first page's query. Kept
 * as plain data so the tracker in the layout and the forms share one shape; storage is the caller's.
 */
export type SessionState = { visited_pages: string[]; linked_query_params: Record<string, string> };

export const SESSION_KEY = 'forecourt:session';

export function emptySession(): SessionState {
  return { visited_pages: [], linked_query_params: {} };
}

export function parseSession(raw: string | null): SessionState {
  if (raw === null) return emptySession();
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'object' || json === null) return emptySession();
    const { visited_pages: pages, linked_query_params: params } = json as Record<string, unknown>;
    return {
      visited_pages: Array.isArray(pages) ? pages.filter((page): page is string => typeof page === 'string') : [],
      linked_query_params:
        typeof params === 'object' && params !== null && !Array.isArray(params)
          ? Object.fromEntries(Object.entries(params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
          : {},
    };
  } catch {
    return emptySession();
  }
}

/**
 * The session after a page view: the path is added unless it repeats the last one (a re-render),
 * and the query is kept only from the very first page of the session, where campaigns land.
 */
export function recordVisit(session: SessionState, path: string, search: string): SessionState {
  const first = session.visited_pages.length === 0;
  const pages = session.visited_pages.at(-1) === path ? session.visited_pages : [...session.visited_pages, path].slice(-VISITED_PAGES_MAX);
  const linked = first ? Object.fromEntries(new URLSearchParams(search)) : session.linked_query_params;
  return { visited_pages: pages, linked_query_params: linked };
}
