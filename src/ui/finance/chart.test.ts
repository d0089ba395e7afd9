import { describe, expect, it } from 'vitest';
import { amortisationSchedule } from '../../domain/finance';
import { chartBars } from './chart';

const box = { width: 100, height: 50, gap: 4 };

describe('chartBars', () => {
  it('draws nothing for no years', () => {
    expect(chartBars([], box)).toEqual([]);
  });

  it.each([
    [
      'two equal years',
      [
        { year: 1, principal: 60, interest: 40, balance: 60 },
        { year: 2, principal: 60, interest: 40, balance: 0 },
      ],
      [
        { year: 1, x: 2, width: 46, principalY: 20, principalHeight: 30, interestY: 0, interestHeight: 20 },
        { year: 2, x: 52, width: 46, principalY: 20, principalHeight: 30, interestY: 0, interestHeight: 20 },
      ],
    ],
    [
      'a short last year scaled against the tallest',
      [
        { year: 1, principal: 100, interest: 0, balance: 50 },
        { year: 2, principal: 50, interest: 0, balance: 0 },
      ],
      [
        { year: 1, x: 2, width: 46, principalY: 0, principalHeight: 50, interestY: 0, interestHeight: 0 },
        { year: 2, x: 52, width: 46, principalY: 25, principalHeight: 25, interestY: 25, interestHeight: 0 },
      ],
    ],
    [
      'an all-zero schedule',
      [{ year: 1, principal: 0, interest: 0, balance: 0 }],
      [{ year: 1, x: 2, width: 96, principalY: 50, principalHeight: 0, interestY: 50, interestHeight: 0 }],
    ],
  ])('%s', (_label, years, bars) => {
    expect(chartBars(years, box)).toEqual(bars);
  });

  it('fits every bar of a real five-year loan inside the box', () => {
    const schedule = amortisationSchedule({ price: 30_000, annualRatePercent: 6.29, termYears: 5 });
    const bars = chartBars(schedule.years, { width: 300, height: 120, gap: 8 });
    expect(bars).toHaveLength(5);
    for (const bar of bars) {
      expect(bar.interestY).toBeGreaterThanOrEqual(-1e-9);
      expect(bar.principalY + bar.principalHeight).toBeCloseTo(120);
      expect(bar.x + bar.width).toBeLessThanOrEqual(300);
    }
  });
});
