import { showPrice } from './locale';

/** SPEC 5 and 9: the market-price badge needs the price to be more than this below an average. */
const MARKET_BADGE_THRESHOLD = 499;

export type MarketPrices = {
  price: number;
  /** National average market price; null when the market data has none. */
  averageMarketPrice: number | null;
  stateAverageMarketPrice: number | null;
};

export type MarketBadge = {
  /** The average the badge compares against: the state one when it alone qualifies. */
  scope: 'state' | 'national';
  average: number;
  belowBy: number;
};

const qualifies = (price: number, average: number | null): average is number =>
  average !== null && Number.isFinite(average) && average - price > MARKET_BADGE_THRESHOLD;

/**
 * SPEC 5: shown only when the price is more than 499 below the state or the national average, and
 * under the state average. A car with no state average cannot be under it, so it shows no badge;
 * nor does a car whose price is not displayed (10 or less), since there is nothing to compare.
 */
export function marketBadge(prices: MarketPrices): MarketBadge | null {
  const { price, averageMarketPrice: national, stateAverageMarketPrice: state } = prices;
  if (!showPrice(price) || state === null || !(price < state)) return null;
  if (qualifies(price, state)) return { scope: 'state', average: state, belowBy: state - price };
  if (qualifies(price, national)) return { scope: 'national', average: national, belowBy: national - price };
  return null;
}

export function showsMarketBadge(prices: MarketPrices): boolean {
  return marketBadge(prices) !== null;
}
