import { describe, expect, it } from 'vitest';
import { decodeLeadCursor, encodeLeadCursor, leadFilterParams, parseLeadFilters, searchTerms } from './lead-filters';

describe('parseLeadFilters', () => {
  it('reads every filter from the URL', () => {
    const filters = parseLeadFilters(new URLSearchParams('q=smith&site=3&kind=test-drive&status=contacted&assignee=7&from=2026-11-01&to=2026-11-27&car=yes'));
    expect(filters).toEqual({ q: 'smith', site: 3, kind: 'test-drive', status: 'contacted', assignee: 7, from: '2026-11-01', to: '2026-11-27', car: 'yes', after: undefined });
  });
  it.each([
    ['status=pending', 'status'],
    ['site=abc', 'site'],
    ['from=27/11/2026', 'from'],
    ['car=maybe', 'car'],
    ['kind=Drop%20table', 'kind'],
    ['q=%20%20', 'q'],
  ] as const)('drops a wrong value: %s', (query, key) => {
    expect(parseLeadFilters(new URLSearchParams(query))[key]).toBeUndefined();
  });
  it('takes "none" as the unassigned filter and the first of a repeated parameter', () => {
    expect(parseLeadFilters({ assignee: 'none', status: ['sold', 'lost'] })).toMatchObject({ assignee: 'none', status: 'sold' });
  });
  it('writes the filters back as URL parameters, leaving the cursor out', () => {
    expect(leadFilterParams(parseLeadFilters(new URLSearchParams('q=ann&status=new&after=2026-11-27T10:00:00Z~4'))).toString()).toBe('q=ann&status=new');
  });
});

describe('lead cursors', () => {
  it('round-trips', () => {
    const cursor = { receivedAt: '2026-11-27T10:00:00.123456Z', id: 42 };
    expect(decodeLeadCursor(encodeLeadCursor(cursor))).toEqual(cursor);
  });
  it.each(['', 'garbage', 'x~1', '2026-11-27T10:00:00Z~x'])('ignores %j', (raw) => {
    expect(decodeLeadCursor(raw)).toBeNull();
  });
});

describe('searchTerms', () => {
  const rows: [string | undefined, string[]][] = [
    [undefined, []],
    ['  ', []],
    ['Jane Smith', ['jane', 'smith']],
    ["O'Brien", ['o', 'brien']],
    ['jane@example.com', ['jane@example.com']],
    ['0412 345 678', ['0412345678']],
    ['+64 21 555 0101', ['64215550101']],
    ['HT-1042', ['ht-1042']],
    ['smith smith', ['smith']],
  ];
  it.each(rows)('%j → %j', (query, terms) => expect(searchTerms(query)).toEqual(terms));
});
