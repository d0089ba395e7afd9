import { describe, expect, it } from 'vitest';
import { marketBadge, showsMarketBadge, type MarketPrices } from './market-badge';

const price = 20_000;

describe('marketBadge (SPEC 5: more than 499 below the state or national average, and under the state average)', () => {
  it.each<[string, number | null, number | null, MarketPrices['price'], ReturnType<typeof marketBadge>]>([
    // [name, national, state, price, badge]
    ['state 500 below: 20500 - 20000 = 500 > 499', null, 20_500, price, { scope: 'state', average: 20_500, belowBy: 500 }],
    ['state exactly 499 below, no national', null, 20_499, price, null],
    ['state 499 below, national 499 below', 20_499, 20_499, price, null],
    ['state 1 below, national 500 below', 20_500, 20_001, price, { scope: 'national', average: 20_500, belowBy: 500 }],
    ['state 1 below, national 499 below', 20_499, 20_001, price, null],
    ['national 5000 below but price equals the state average', 25_000, 20_000, price, null],
    ['national 5000 below but price over the state average', 25_000, 19_000, price, null],
    ['national 5000 below, no state average', 25_000, null, price, null],
    ['no averages at all', null, null, price, null],
    ['both qualify: the state average is the one shown', 23_000, 21_000, price, { scope: 'state', average: 21_000, belowBy: 1_000 }],
    ['price 0 (not displayed) is not a bargain', 30_000, 30_000, 0, null],
    ['price 10 (not displayed)', 30_000, 30_000, 10, null],
    ['price 11 is displayed', null, 30_000, 11, { scope: 'state', average: 30_000, belowBy: 29_989 }],
  ])('%s', (_name, national, state, carPrice, expected) => {
    const prices = { price: carPrice, averageMarketPrice: national, stateAverageMarketPrice: state };
    expect(marketBadge(prices)).toEqual(expected);
    expect(showsMarketBadge(prices)).toBe(expected !== null);
  });
});
