/**
 * The built-in valuation: what a car is worth, from comparable cars in our own stock and sold
 * history. A comparable is the same make and model within YEAR_BAND model years and ODOMETER_BAND
 * of the subject's odometer; each one's asking price is moved to the subject's age and odometer,
 * the median of those is the retail value, and private-sale and trade values sit below it. Fewer
 * than MIN_COMPARABLES comparables say too little, so there is no figure at all.
 */

export type Comparable = { year: number; km: number; price: number };
export type Subject = { year: number; km: number; condition?: string | undefined };
type ValueRange = { low: number; high: number };
/** Trade (what a dealer pays), private sale and retail (a dealer's asking price), and how many cars it rests on. */
export type Valuation = { trade: ValueRange; private: ValueRange; retail: ValueRange; comparables: number };

/** Value lost per model year of age difference. */
const ANNUAL_DEPRECIATION = 0.12;
/** Value lost per 10,000 km more than the comparable had. */
const DISTANCE_DEPRECIATION_PER_10000_KM = 0.02;
/** What a private buyer pays against a dealer's retail price (no warranty, no dealer margin). */
const PRIVATE_RATIO = 0.9;
/** What a dealer pays against the retail price, before reconditioning and margin. */
const TRADE_RATIO = 0.8;
/** How far either side of each value its range runs. */
const RANGE_SPREAD = 0.07;
/** Fewer comparables than this say too little to quote a figure (issue 27: "no value when there are too few"). */
const MIN_COMPARABLES = 3;
/** Comparables are within this many model years of the subject. */
export const YEAR_BAND = 2;
/** Comparables are within this many kilometres of the subject's odometer. */
export const ODOMETER_BAND = 50_000;

export const CONDITION_FACTORS: Readonly<Record<string, number>> = { Excellent: 1.05, Good: 1, Fair: 0.9, Poor: 0.75 };

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A comparable's price as if it were the subject's age and odometer. */
export function adjustedPrice(comparable: Comparable, subject: Subject): number {
  const age = (1 - ANNUAL_DEPRECIATION) ** (comparable.year - subject.year);
  const kmFactor = 1 - (DISTANCE_DEPRECIATION_PER_10000_KM * (subject.km - comparable.km)) / 10000;
  return comparable.price * age * kmFactor;
}

function isComparable(comparable: Comparable, subject: Subject): boolean {
  return comparable.price > 10 && Math.abs(comparable.year - subject.year) <= YEAR_BAND && Math.abs(comparable.km - subject.km) <= ODOMETER_BAND;
}

const roundTo100 = (amount: number) => Math.round(amount / 100) * 100;
const around = (value: number): ValueRange => ({ low: roundTo100(value * (1 - RANGE_SPREAD)), high: roundTo100(value * (1 + RANGE_SPREAD)) });

export function estimateValue(comparables: readonly Comparable[], subject: Subject): Valuation | null {
  const usable = comparables.filter((c) => isComparable(c, subject));
  if (usable.length < MIN_COMPARABLES) return null;
  const retail = median(usable.map((c) => adjustedPrice(c, subject))) * (CONDITION_FACTORS[subject.condition ?? 'Good'] ?? 1);
  return { trade: around(retail * TRADE_RATIO), private: around(retail * PRIVATE_RATIO), retail: around(retail), comparables: usable.length };
}
