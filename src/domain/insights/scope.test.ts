import { describe, expect, it } from 'vitest';
import { parseScope, scopeQuery } from './scope';

describe('parseScope', () => {
  it.each([
    [undefined, { kind: 'group' }],
    ['all', { kind: 'group' }],
    ['12', { kind: 'site', siteId: 12 }],
    ['0', { kind: 'group' }],
    ['-3', { kind: 'group' }],
    ['12abc', { kind: 'group' }],
    ['99999999999', { kind: 'group' }],
  ])('%s → %j', (value, scope) => {
    expect(parseScope(value)).toEqual(scope);
  });
});

describe('scopeQuery', () => {
  it('names the site or all, and the range', () => {
    expect(scopeQuery({ kind: 'site', siteId: 4 }, { from: '2026-11-01', to: '2026-11-30' })).toBe('site=4&from=2026-11-01&to=2026-11-30');
    expect(scopeQuery({ kind: 'group' }, { from: '2026-11-01', to: '2026-11-30' })).toBe('site=all&from=2026-11-01&to=2026-11-30');
  });
});
