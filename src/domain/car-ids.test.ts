import { describe, expect, it } from 'vitest';
import { CAR_IDS_MESSAGE, MAX_CAR_IDS, parseCarIds } from './car-ids';

const many = (n: number) => Array.from({ length: n }, (_, i) => i + 1).join(',');

describe('parseCarIds', () => {
  it.each([
    ['12', [12]],
    ['12,34,56', [12, 34, 56]],
    [' 12 , 34 ', [12, 34]],
    ['5,5,7', [5, 7]],
    [many(MAX_CAR_IDS), Array.from({ length: MAX_CAR_IDS }, (_, i) => i + 1)],
    ['2147483647', [2147483647]],
  ])('accepts %j', (raw, ids) => {
    expect(parseCarIds(raw)).toEqual({ ok: true, ids });
  });

  it.each([
    [null],
    [undefined],
    [''],
    [','],
    ['12,'],
    ['0'],
    ['-3'],
    ['1.5'],
    ['012'],
    ['1e3'],
    ['abc'],
    ['12;34'],
    ['2147483648'],
    ['99999999999999999999'],
    [many(MAX_CAR_IDS + 1)],
  ])('refuses %j with the one clear message', (raw) => {
    expect(parseCarIds(raw)).toEqual({ ok: false, message: CAR_IDS_MESSAGE });
  });

  it('the message names the limit and the format', () => {
    expect(CAR_IDS_MESSAGE).toContain('20');
    expect(CAR_IDS_MESSAGE).toContain('ids=12,34,56');
  });
});
