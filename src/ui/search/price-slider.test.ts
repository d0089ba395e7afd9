import { describe, expect, it } from 'vitest';
import {
  SLIDER_MAX,
  SLIDER_MIN,
  SLIDER_STEP,
  clampThumb,
  moveThumb,
  rangeToSlider,
  sliderToRange,
  snapToStep,
  trackPercent,
  type Thumb,
} from './price-slider';

describe('price slider constants (SPEC 9)', () => {
  it('runs 5,000 to 250,000 in steps of 500', () => {
    expect([SLIDER_MIN, SLIDER_MAX, SLIDER_STEP]).toEqual([5000, 250000, 500]);
    expect((SLIDER_MAX - SLIDER_MIN) % SLIDER_STEP).toBe(0);
  });
});

describe('snapToStep', () => {
  it.each([
    [5000, 5000],
    [5249, 5000],
    [5250, 5500],
    [12345, 12500],
    [0, 5000],
    [-100, 5000],
    [999_999, 250000],
    [Number.NaN, 5000],
  ])('%d -> %d', (value, expected) => {
    expect(snapToStep(value)).toBe(expected);
  });
});

describe('clampThumb (SPEC 5: min at most max - 1, and the max at least min + 1)', () => {
  const cases: { thumb: Thumb; value: number; other: number; expected: number; why: string }[] = [
    { thumb: 'min', value: 10000, other: 20000, expected: 10000, why: 'free movement below the max' },
    { thumb: 'min', value: 19500, other: 20000, expected: 19500, why: 'one step below the max is allowed' },
    { thumb: 'min', value: 20000, other: 20000, expected: 19500, why: 'cannot reach the max; stays on the grid' },
    { thumb: 'min', value: 30000, other: 20000, expected: 19500, why: 'cannot pass the max' },
    { thumb: 'min', value: 250000, other: 250000, expected: 249500, why: 'both at the top end' },
    { thumb: 'min', value: 12345, other: 40000, expected: 12500, why: 'snaps to a 500 step' },
    { thumb: 'min', value: 1000, other: 40000, expected: 5000, why: 'never below the slider' },
    { thumb: 'min', value: 12500, other: 12345, expected: 12000, why: 'off-grid max: the grid step below it' },
    { thumb: 'min', value: 5000, other: 5001, expected: 5000, why: 'max one above the slider start' },
    { thumb: 'max', value: 40000, other: 20000, expected: 40000, why: 'free movement above the min' },
    { thumb: 'max', value: 20500, other: 20000, expected: 20500, why: 'one step above the min is allowed' },
    { thumb: 'max', value: 20000, other: 20000, expected: 20500, why: 'cannot reach the min; stays on the grid' },
    { thumb: 'max', value: 5000, other: 20000, expected: 20500, why: 'cannot pass the min' },
    { thumb: 'max', value: 5000, other: 5000, expected: 5500, why: 'both at the bottom end' },
    { thumb: 'max', value: 999_999, other: 5000, expected: 250000, why: 'never above the slider' },
    { thumb: 'max', value: 12000, other: 12345, expected: 12500, why: 'off-grid min: the grid step above it' },
    { thumb: 'max', value: 249000, other: 249999, expected: 250000, why: 'min one below the slider end' },
  ];
  it.each(cases)('$thumb to $value with the other at $other -> $expected ($why)', ({ thumb, value, other, expected }) => {
    const result = clampThumb(thumb, value, other);
    expect(result).toBe(expected);
    if (thumb === 'min') expect(result).toBeLessThanOrEqual(other - 1);
    else expect(result).toBeGreaterThanOrEqual(other + 1);
    expect(result).toBeGreaterThanOrEqual(SLIDER_MIN);
    expect(result).toBeLessThanOrEqual(SLIDER_MAX);
  });

  it('keeps min <= max - 1 for every grid position of both thumbs', () => {
    for (let other = SLIDER_MIN + SLIDER_STEP; other <= SLIDER_MAX; other += SLIDER_STEP * 7) {
      for (let value = SLIDER_MIN; value <= SLIDER_MAX; value += SLIDER_STEP * 3) {
        const min = clampThumb('min', value, other);
        expect(min).toBeLessThanOrEqual(other - 1);
        expect((min - SLIDER_MIN) % SLIDER_STEP).toBe(0);
        const max = clampThumb('max', value, other - SLIDER_STEP);
        expect(max).toBeGreaterThanOrEqual(other - SLIDER_STEP + 1);
        expect((max - SLIDER_MIN) % SLIDER_STEP).toBe(0);
      }
    }
  });
});

describe('moveThumb', () => {
  it.each([
    [{ min: 10000, max: 50000 }, 'min' as const, 60000, { min: 49500, max: 50000 }],
    [{ min: 10000, max: 50000 }, 'max' as const, 5000, { min: 10000, max: 10500 }],
    [{ min: 10000, max: 50000 }, 'min' as const, 20000, { min: 20000, max: 50000 }],
    [{ min: 10000, max: 50000 }, 'max' as const, 75000, { min: 10000, max: 75000 }],
  ])('%o, %s to %d -> %o', (values, thumb, value, expected) => {
    expect(moveThumb(values, thumb, value)).toEqual(expected);
  });
});

describe('search range <-> thumbs', () => {
  it.each([
    [null, { min: 5000, max: 250000 }],
    [{ min: null, max: null }, { min: 5000, max: 250000 }],
    [{ min: 10000, max: 40000 }, { min: 10000, max: 40000 }],
    [{ min: 20000, max: null }, { min: 20000, max: 250000 }],
    [{ min: null, max: 30000 }, { min: 5000, max: 30000 }],
    [{ min: 1000, max: 900_000 }, { min: 5000, max: 250000 }],
    [{ min: 30000, max: 30000 }, { min: 29999, max: 30000 }],
    [{ min: 0, max: 2000 }, { min: 5000, max: 5001 }],
  ])('%o -> %o', (range, expected) => {
    expect(rangeToSlider(range)).toEqual(expected);
  });

  it.each([
    [{ min: 5000, max: 250000 }, null],
    [{ min: 10000, max: 250000 }, { min: 10000, max: null }],
    [{ min: 5000, max: 40000 }, { min: null, max: 40000 }],
    [{ min: 10000, max: 40000 }, { min: 10000, max: 40000 }],
  ])('%o -> %o', (values, expected) => {
    expect(sliderToRange(values)).toEqual(expected);
  });

  it.each([
    [5000, 0],
    [250000, 100],
    [127500, 50],
    [0, 0],
    [300000, 100],
  ])('track position of %d is %d%%', (value, expected) => {
    expect(trackPercent(value)).toBe(expected);
  });
});
