import { describe, expect, it } from 'vitest';
import { dealershipList } from './dealership-list';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('dealershipList', () => {
  it.each([
    ['an empty list', [], { form: 'list', ids: [] }],
    ['one site', [7], { form: 'list', ids: [7] }],
    ['a group of 50 in a row', range(1, 50), { form: 'list', ids: range(1, 50) }],
    ['51 in a row', range(1, 51), { form: 'interval', least: 1, greatest: 51, gaps: [] }],
    ['the whole network', range(1, 3000), { form: 'interval', least: 1, greatest: 3000, gaps: [] }],
    ['the network but two, unordered', [...range(3, 100).reverse(), 1], { form: 'interval', least: 1, greatest: 100, gaps: [2] }],
    ['a gap at each end is outside the interval', range(2, 99).filter((id) => id !== 50), { form: 'interval', least: 2, greatest: 99, gaps: [50] }],
    ['duplicates count once', [...range(1, 60), ...range(1, 60)].filter((id) => id !== 30), { form: 'interval', least: 1, greatest: 60, gaps: [30] }],
    ['60 ids spread over 200: more gaps than ids', range(1, 60).map((i) => i * 3), { form: 'list', ids: range(1, 60).map((i) => i * 3) }],
    ['60 ids over 120: gaps equal ids', [...range(1, 59), 120], { form: 'list', ids: [...range(1, 59), 120] }],
    ['60 ids over 119: one gap fewer than ids', [...range(1, 59), 119], { form: 'interval', least: 1, greatest: 119, gaps: range(60, 118) }],
  ])('%s', (_, ids, expected) => {
    expect(dealershipList(ids)).toEqual(expected);
  });

  it('the interval minus its gaps is exactly the list', () => {
    const ids = range(1, 400).filter((id) => id % 7 !== 0);
    const list = dealershipList(ids);
    if (list.form !== 'interval') throw new Error('expected the interval form');
    expect(range(list.least, list.greatest).filter((id) => !list.gaps.includes(id))).toEqual(ids);
  });
});
