/**
 * What the page's script reads to know which insight events a page view makes (issue 31). The
 * server marks a stored page with what it is about, the same for every visitor (data attributes:
 * `data-insight-car` on a car page, `data-insight-search` with the words, filters and result
 * count on a search page), and the script turns the marks into events after load. Clicks are told
 * apart by their link: a `tel:` link is a call, a link marked `data-insight-click="directions"` is
 * a request for directions.
 */
export type PageMarks = { car: string | null; search: string | null };
export type PageEventSpec = { event: 'page_view' | 'car_view' | 'search'; properties: Record<string, string | number> };
export type SearchMark = { words: string; filters: string; results: number };

export function searchMark(mark: SearchMark): string {
  return JSON.stringify(mark);
}

function readSearchMark(raw: string): SearchMark | null {
  try {
    const json: unknown = JSON.parse(raw);
    if (typeof json !== 'object' || json === null) return null;
    const { words, filters, results } = json as Record<string, unknown>;
    if (typeof words !== 'string' || typeof filters !== 'string' || typeof results !== 'number') return null;
    return { words, filters, results };
  } catch {
    return null;
  }
}

/** The events of one page view: always the view itself, then what the page's marks say. */
export function pageEvents(marks: PageMarks): PageEventSpec[] {
  const events: PageEventSpec[] = [{ event: 'page_view', properties: {} }];
  if (marks.car !== null && /^\d+$/.test(marks.car)) events.push({ event: 'car_view', properties: { car_id: Number(marks.car) } });
  const search = marks.search === null ? null : readSearchMark(marks.search);
  if (search) events.push({ event: 'search', properties: { search_words: search.words, search_filters: search.filters, search_results: search.results } });
  return events;
}

export function clickEvent(href: string | null, mark: string | null): 'call_click' | 'directions_click' | null {
  if (mark === 'directions') return 'directions_click';
  if (href !== null && href.trim().toLowerCase().startsWith('tel:')) return 'call_click';
  return null;
}

/** A search's filters as one short readable text: `make=Mazda,Kia; price=10000-30000`, facets in name order. */
export function filterText(filters: Partial<Record<string, readonly string[]>>, ranges: Partial<Record<string, { min: number | null; max: number | null }>>): string {
  const parts = [
    ...Object.entries(filters)
      .filter((entry): entry is [string, readonly string[]] => (entry[1]?.length ?? 0) > 0)
      .map(([facet, values]) => `${facet}=${values.join(',')}`),
    ...Object.entries(ranges)
      .filter((entry): entry is [string, { min: number | null; max: number | null }] => entry[1] !== undefined && (entry[1].min !== null || entry[1].max !== null))
      .map(([facet, range]) => `${facet}=${range.min ?? ''}-${range.max ?? ''}`),
  ];
  return parts.sort().join('; ');
}
