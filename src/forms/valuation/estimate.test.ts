import { describe, expect, it } from 'vitest';
import { adjustedPrice, estimateValue, type Comparable } from './estimate';

const STOCK: Comparable[] = [
  { year: 2020, km: 60000, price: 30000 },
  { year: 2020, km: 60000, price: 32000 },
  { year: 2020, km: 60000, price: 34000 },
];

describe('adjustedPrice', () => {
  it.each([
    ['same age and odometer', { year: 2020, km: 60000 }, 30000],
    ['one year older: 12% less', { year: 2019, km: 60000 }, 30000 * 0.88],
    ['one year newer: worth more', { year: 2021, km: 60000 }, 30000 / 0.88],
    ['10,000 km more: 2% less', { year: 2020, km: 70000 }, 30000 * 0.98],
    ['far more km: never below half', { year: 2020, km: 1_000_000 }, 15000],
    ['far fewer km: never above one and a half', { year: 2020, km: 0 - 1_000_000 }, 45000],
  ])('%s', (_name, subject, expected) => {
    expect(adjustedPrice({ year: 2020, km: 60000, price: 30000 }, subject)).toBeCloseTo(expected, 6);
  });
});

describe('estimateValue', () => {
  it('trades at 80% of the median retail, 7% either side, rounded to $100', () => {
    // Median retail 32,000; trade 25,600; range 23,808..27,392.
    expect(estimateValue(STOCK, { year: 2020, km: 60000 })).toEqual({ low: 23800, high: 27400, retail: 32000, comparables: 3 });
  });

  it.each([
    ['Excellent', 25000, 28800],
    ['Good', 23800, 27400],
    ['Fair', 21400, 24700],
    ['Poor', 17900, 20500],
  ])('condition %s moves the range', (condition, low, high) => {
    expect(estimateValue(STOCK, { year: 2020, km: 60000, condition })).toMatchObject({ low, high });
  });

  it('uses the median, so one odd listing does not move it', () => {
    expect(estimateValue([...STOCK, { year: 2020, km: 60000, price: 999999 }, { year: 2020, km: 60000, price: 33000 }], { year: 2020, km: 60000 })?.retail).toBe(33000);
  });

  it.each([
    ['fewer than three comparables', STOCK.slice(0, 2)],
    ['comparables more than six years away', STOCK.map((c) => ({ ...c, year: 2010 }))],
    ['unpriced comparables', STOCK.map((c) => ({ ...c, price: 0 }))],
  ])('gives no figure with %s', (_name, comparables) => {
    expect(estimateValue(comparables, { year: 2020, km: 60000 })).toBeNull();
  });
});
