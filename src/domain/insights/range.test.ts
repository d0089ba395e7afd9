import { describe, expect, it } from 'vitest';
import { daysOf, parseRange, percentChange, previousRange } from './range';

const TODAY = '2026-11-27';

describe('parseRange', () => {
  it.each([
    ['nothing given: 30 days ending today', {}, { from: '2026-10-29', to: '2026-11-27' }],
    ['a given range', { from: '2026-10-01', to: '2026-10-31' }, { from: '2026-10-01', to: '2026-10-31' }],
    ['backwards is turned round', { from: '2026-10-31', to: '2026-10-01' }, { from: '2026-10-01', to: '2026-10-31' }],
    ['an end after today stops today', { from: '2026-11-01', to: '2027-01-01' }, { from: '2026-11-01', to: '2026-11-27' }],
    ['only from: through today', { from: '2026-11-20' }, { from: '2026-11-20', to: '2026-11-27' }],
    ['only to: 30 days ending then', { to: '2026-06-30' }, { from: '2026-06-01', to: '2026-06-30' }],
    ['not a date', { from: 'yesterday', to: '2026-13-45' }, { from: '2026-10-29', to: '2026-11-27' }],
    ['too long is cut to 366 days', { from: '2020-01-01', to: '2026-11-27' }, { from: '2025-11-27', to: '2026-11-27' }],
    ['one day', { from: '2026-11-27', to: '2026-11-27' }, { from: '2026-11-27', to: '2026-11-27' }],
  ])('%s', (_name, input, range) => {
    expect(parseRange(input, TODAY)).toEqual(range);
  });
});

describe('previousRange', () => {
  it.each([
    [{ from: '2026-11-01', to: '2026-11-30' }, { from: '2026-10-02', to: '2026-10-31' }],
    [{ from: '2026-11-27', to: '2026-11-27' }, { from: '2026-11-26', to: '2026-11-26' }],
    [{ from: '2026-03-01', to: '2026-03-07' }, { from: '2026-02-22', to: '2026-02-28' }],
  ])('%j → %j', (range, previous) => {
    expect(previousRange(range)).toEqual(previous);
  });
});

describe('daysOf', () => {
  it('lists every day, across a month end', () => {
    expect(daysOf({ from: '2026-10-30', to: '2026-11-02' })).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
  });
});

describe('percentChange', () => {
  it.each([
    [120, 100, 20],
    [50, 100, -50],
    [0, 0, null],
    [5, 0, null],
    [1, 3, -67],
  ])('%i after %i → %s', (current, previous, change) => {
    expect(percentChange(current, previous)).toBe(change);
  });
});
