import { describe, expect, it } from 'vitest';
import {
  COMPARE_LIMIT_MESSAGE,
  COMPARE_MAX,
  compareIdsFromParam,
  compareUrl,
  parseCompareSelection,
  serializeCompareSelection,
  toggleCompare,
} from './compare';

describe('toggleCompare', () => {
  it.each([
    { list: [], id: 7, expected: [7], outcome: 'added' },
    { list: [1, 2], id: 3, expected: [1, 2, 3], outcome: 'added' },
    { list: [1, 2, 3], id: 2, expected: [1, 3], outcome: 'removed' },
    { list: [1, 2, 3, 4], id: 5, expected: [1, 2, 3, 4], outcome: 'full' },
    { list: [1, 2, 3, 4], id: 4, expected: [1, 2, 3], outcome: 'removed' },
  ] as const)('$list toggling $id is $outcome', ({ list, id, expected, outcome }) => {
    expect(toggleCompare(list, id)).toEqual({ list: expected, outcome });
  });

  it('never mutates the list it is given', () => {
    const list = [1, 2, 3, 4];
    toggleCompare(list, 1);
    toggleCompare(list, 9);
    expect(list).toEqual([1, 2, 3, 4]);
  });

  it('caps at 4 and says so', () => {
    expect(COMPARE_MAX).toBe(4);
    expect(COMPARE_LIMIT_MESSAGE).toContain('up to 4');
  });
});

describe('parseCompareSelection', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['[3,1,2]', [3, 1, 2]],
    ['[3,3,1]', [3, 1]],
    ['[1,"2",-3,0,2.5,null,4]', [1, 4]],
    ['[1,2,3,4,5,6]', [1, 2, 3, 4]],
  ])('%j reads as %j', (raw, expected) => {
    expect(parseCompareSelection(raw)).toEqual(expected);
  });

  it('round-trips through serialize', () => {
    expect(parseCompareSelection(serializeCompareSelection([9, 8]))).toEqual([9, 8]);
  });
});

describe('compareIdsFromParam', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['12,34,56', [12, 34, 56]],
    ['12,,x,34', [12, 34]],
    ['12,12,34', [12, 34]],
    ['1,2,3,4,5', [1, 2, 3, 4]],
    [['1,2', '3'], [1, 2, 3]],
    ['0,-1,07,2147483648,5', [5]],
  ] as const)('%j gives %j', (raw, expected) => {
    expect(compareIdsFromParam(raw as string | string[] | undefined)).toEqual(expected);
  });
});

describe('compareUrl', () => {
  it.each([
    [[], '/compare'],
    [[12], '/compare?ids=12'],
    [[12, 34, 56], '/compare?ids=12,34,56'],
  ])('%j links to %s', (ids, url) => {
    expect(compareUrl(ids)).toBe(url);
  });
});
