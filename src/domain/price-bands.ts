import { MIN_DISPLAY_PRICE } from './locale';

/**
 * Price bands for the price_range and weekly_price_range facets. The same bounds build the SQL
 * CASE expression and the labels, so a band's value is stable across the engine, the URL and the UI.
 */
export const PRICE_BANDS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000, 150_000] as const;
export const WEEKLY_BANDS = [0, 100, 150, 200, 300, 400, 500] as const;

/**
 * A car is in a price band only when its price is shown (SPEC 9: over 10): a price on application
 * is not "Under $10,000". Every place that bands a price (the SQL statement, the tallied count and
 * the API's price_range) asks this floor.
 */
export const PRICE_BAND_ABOVE = MIN_DISPLAY_PRICE;

/** The car's price band, or null for a price that is not shown. */
export function priceBandOf(price: number | null | undefined): string | null {
  return typeof price === 'number' && price > PRICE_BAND_ABOVE ? bandOf(price, PRICE_BANDS) : null;
}

/** Band values are 'low-high' ('150000-' for the open top band). */
export function bandOf(amount: number, bands: readonly number[]): string {
  let index = 0;
  for (let i = 0; i < bands.length; i++) if (amount >= (bands[i] as number)) index = i;
  const low = bands[index] as number;
  const high = bands[index + 1];
  return `${low}-${high ?? ''}`;
}

export function bandLabel(band: string, format: (n: number) => string): string {
  const [low, high] = band.split('-');
  if (!high) return `${format(Number(low))}+`;
  if (Number(low) === 0) return `Under ${format(Number(high))}`;
  return `${format(Number(low))} - ${format(Number(high))}`;
}
