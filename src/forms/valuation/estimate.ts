/**
 * The built-in valuation: what a dealer would pay for a car, from the asking prices of the same
 * make and model in our own stock. Each comparable's price is moved to the subject's age and
 * odometer, the median of those is the retail value, and a trade price sits a margin below it.
 * Pure and deterministic, so the numbers are tested in a table.
 */

export type Comparable = { year: number; km: number; price: number };
export type Subject = { year: number; km: number; condition?: string | undefined };
export type Estimate = { low: number; high: number; retail: number; comparables: number };

/** Value lost per model year of age difference. */
const ANNUAL_DEPRECIATION = 0.12;
/** Value lost per 10,000 km more than the comparable had. */
const DISTANCE_DEPRECIATION_PER_10000_KM = 0.02;
/** What a dealer pays against the retail price, before reconditioning and margin. */
const TRADE_RATIO = 0.8;
/** How far either side of the trade price the range runs. */
const RANGE_SPREAD = 0.07;
/** Fewer comparables than this say too little to quote a figure. */
const MIN_COMPARABLES = 3;
/** Comparables further away than this in age tell nothing about the subject. */
const MAX_YEAR_GAP = 6;

export const CONDITION_FACTORS: Readonly<Record<string, number>> = { Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.75 };

/** A distance adjustment never more than halves or adds half: odometers can be wildly apart. */
const KM_FACTOR_RANGE = [0.5, 1.5] as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A comparable's price as if it were the subject's age and odometer. */
export function adjustedPrice(comparable: Comparable, subject: Subject): number {
  const age = (1 - ANNUAL_DEPRECIATION) ** (comparable.year - subject.year);
  const kmFactor = 1 - (DISTANCE_DEPRECIATION_PER_10000_KM * (subject.km - comparable.km)) / 10000;
  return comparable.price * age * Math.min(KM_FACTOR_RANGE[1], Math.max(KM_FACTOR_RANGE[0], kmFactor));
}

const roundTo100 = (amount: number) => Math.round(amount / 100) * 100;

export function estimateValue(comparables: readonly Comparable[], subject: Subject): Estimate | null {
  const usable = comparables.filter((c) => c.price > 0 && Math.abs(c.year - subject.year) <= MAX_YEAR_GAP);
  if (usable.length < MIN_COMPARABLES) return null;
  const retail = median(usable.map((c) => adjustedPrice(c, subject)));
  const trade = retail * TRADE_RATIO * (CONDITION_FACTORS[subject.condition ?? 'Good'] ?? 1);
  return {
    low: roundTo100(trade * (1 - RANGE_SPREAD)),
    high: roundTo100(trade * (1 + RANGE_SPREAD)),
    retail: roundTo100(retail),
    comparables: usable.length,
  };
}
