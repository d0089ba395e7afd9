import { describe, expect, it } from 'vitest';
import { depositQuickPicksFor, quickPicksFor } from './quick-picks';

describe('currency quick picks', () => {
  it.each([
    ['price, standard site (SPEC 9)', quickPicksFor(false), [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000, 70000]],
    ['price, luxury site (SPEC 9)', quickPicksFor(true), [300000, 400000, 500000, 600000, 700000, 800000]],
    ['deposit, standard site', depositQuickPicksFor(false), [1000, 2000, 3000, 5000, 10000, 15000, 20000]],
    ['deposit, luxury site', depositQuickPicksFor(true), [20000, 30000, 50000, 75000, 100000, 150000, 200000]],
  ])('%s', (_name, picks, expected) => {
    expect(picks).toEqual(expected);
  });

  it.each([false, true])('no deposit pick reaches the dearest price pick (luxury %s)', (luxury) => {
    expect(Math.max(...depositQuickPicksFor(luxury))).toBeLessThan(Math.max(...quickPicksFor(luxury)) / 2);
  });
});
