import { describe, expect, it } from 'vitest';
import { decodeLeadCursor, encodeLeadCursor, leadListQuerySchema, toLeadListQuery } from './dealer-leads';
import { fieldErrors } from './field-errors';

describe('lead cursors', () => {
  it('round-trip the completion time to the microsecond and the id', () => {
    const cursor = { completedAt: '2026-11-24T03:04:05.123456Z', id: 42 };
    const encoded = encodeLeadCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLeadCursor(encoded)).toEqual(cursor);
  });

  const encode = (text: string) => Buffer.from(text).toString('base64url');
  it.each([
    ['not base64url', 'a b'],
    ['no separator', encode('2026-11-24T03:04:05.123456Z')],
    ['an id of 0', encode('2026-11-24T03:04:05.123456Z|0')],
    ['an id past int4', encode('2026-11-24T03:04:05.123456Z|2147483648')],
    ['milliseconds only', encode('2026-11-24T03:04:05.123Z|4')],
    ['an extra part', encode('2026-11-24T03:04:05.123456Z|4|5')],
    ['an impossible date', encode('2026-13-44T03:04:05.123456Z|4')],
    ['empty', ''],
  ])('refuse %s', (_name, value) => {
    expect(decodeLeadCursor(value)).toBeNull();
  });
});

describe('leadListQuerySchema', () => {
  const parse = (query: Record<string, string>) => {
    const parsed = leadListQuerySchema.safeParse(query);
    return parsed.success ? toLeadListQuery(parsed.data) : fieldErrors(parsed.error);
  };
  const cursor = encodeLeadCursor({ completedAt: '2026-11-24T03:04:05.123456Z', id: 7 });

  it.each([
    [{}, { start: { after: 'start' }, limit: 50, acknowledged: null }],
    [{ limit: '100', acknowledged: 'false' }, { start: { after: 'start' }, limit: 100, acknowledged: false }],
    [{ since: cursor }, { start: { after: 'cursor', cursor: { completedAt: '2026-11-24T03:04:05.123456Z', id: 7 } }, limit: 50, acknowledged: null }],
    [{ since: '2026-11-24T10:00:00+11:00' }, { start: { after: 'time', time: new Date('2026-11-23T23:00:00Z') }, limit: 50, acknowledged: null }],
    [{ limit: '0' }, { limit: ['Limit must be a whole number from 1 to 100.'] }],
    [{ limit: '101' }, { limit: ['Limit must be a whole number from 1 to 100.'] }],
    [{ limit: 'ten' }, { limit: ['Limit must be a whole number from 1 to 100.'] }],
    [{ acknowledged: 'yes' }, { acknowledged: ['Acknowledged must be true or false.'] }],
    [{ since: 'yesterday' }, { since: ["Since must be a page's next_cursor or an ISO 8601 date-time with a time zone."] }],
    [{ since: '2026-11-24T10:00:00' }, { since: ["Since must be a page's next_cursor or an ISO 8601 date-time with a time zone."] }],
    [{ page: '2' }, { page: ['This parameter is not known.'] }],
  ])('%j -> %j', (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });
});
