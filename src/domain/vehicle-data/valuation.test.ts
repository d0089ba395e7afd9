import { describe, expect, it } from 'vitest';
import { adjustedPrice, estimateValue, type Comparable } from './valuation';

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
    ['10,000 km fewer: 2% more', { year: 2020, km: 50000 }, 30000 * 1.02],
  ])('%s', (_name, subject, expected) => {
    expect(adjustedPrice({ year: 2020, km: 60000, price: 30000 }, subject)).toBeCloseTo(expected, 6);
  });
});

describe('estimateValue', () => {
  it('retail is the median, private 90% and trade 80% of it, 7% either side, rounded to $100', () => {
    // Median retail 32,000: retail 29,760..34,240; private 28,800 -> 26,784..30,816; trade 25,600 -> 23,808..27,392.
    expect(estimateValue(STOCK, { year: 2020, km: 60000 })).toEqual({
      retail: { low: 29800, high: 34200 },
      private: { low: 26800, high: 30800 },
      trade: { low: 23800, high: 27400 },
      comparables: 3,
    });
  });

  it.each([
    ['Excellent', 25000, 28800],
    ['Good', 23800, 27400],
    ['Fair', 21400, 24700],
    ['Poor', 17900, 20500],
  ])('condition %s moves the range', (condition, low, high) => {
    expect(estimateValue(STOCK, { year: 2020, km: 60000, condition })?.trade).toEqual({ low, high });
  });

  it('uses the median, so one odd listing does not move it', () => {
    expect(estimateValue([...STOCK, { year: 2020, km: 60000, price: 999999 }, { year: 2020, km: 60000, price: 33000 }], { year: 2020, km: 60000 })?.comparables).toBe(5);
    expect(estimateValue([...STOCK, { year: 2020, km: 60000, price: 999999 }, { year: 2020, km: 60000, price: 33000 }], { year: 2020, km: 60000 })?.retail).toEqual({ low: 30700, high: 35300 });
  });

  it.each([
    ['two years either side', [2018, 2022], 3],
    ['three years away', [2017, 2023], 1],
  ])('counts comparables within the year band: %s', (_name, years, count) => {
    const cars = [...years.map((year) => ({ year, km: 60000, price: 30000 })), { year: 2020, km: 60000, price: 30000 }];
    const all = [...cars, ...STOCK.slice(0, 2)];
    expect(estimateValue(all, { year: 2020, km: 60000 })?.comparables).toBe(count + 2);
  });

  it.each([
    ['50,000 km either side', [10000, 110000], 2],
    ['more than 50,000 km away', [9999, 110001], 0],
  ])('counts comparables within the odometer band: %s', (_name, distances, count) => {
    const all = [...distances.map((km) => ({ year: 2020, km, price: 30000 })), ...STOCK];
    expect(estimateValue(all, { year: 2020, km: 60000 })?.comparables).toBe(count + 3);
  });

  it.each([
    ['no comparables', []],
    ['two comparables, one short of the minimum', STOCK.slice(0, 2)],
    ['comparables outside the year band', STOCK.map((c) => ({ ...c, year: 2010 }))],
    ['comparables outside the odometer band', STOCK.map((c) => ({ ...c, km: 200000 }))],
    ['unpriced comparables (price on application)', STOCK.map((c) => ({ ...c, price: 0 }))],
  ])('gives no figure with %s', (_name, comparables) => {
    expect(estimateValue(comparables, { year: 2020, km: 60000 })).toBeNull();
  });
});
