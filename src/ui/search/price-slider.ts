import type { Range } from '../../domain/search/search-query';

/**
 * The price-range slider's rules (SPEC 5 and 9), kept free of React so they can be tested from the
 * spec's numbers. The slider's ends mean "no limit": a car priced under 5,000 or over 250,000 is
 * still found while the thumbs rest at the ends, so those positions map to an open range end.
 */

export const SLIDER_MIN = 5_000;
export const SLIDER_MAX = 250_000;
export const SLIDER_STEP = 500;

export type Thumb = 'min' | 'max';
export type SliderValues = { min: number; max: number };

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}

/** The nearest step position (steps counted from SLIDER_MIN), kept within the slider. */
export function snapToStep(value: number): number {
  if (!Number.isFinite(value)) return SLIDER_MIN;
  const steps = Math.round((value - SLIDER_MIN) / SLIDER_STEP);
  return clamp(SLIDER_MIN + steps * SLIDER_STEP, SLIDER_MIN, SLIDER_MAX);
}

/**
 * Where a moved thumb may rest, given the other thumb: the min thumb stays at most max - 1 and the
 * max thumb at least min + 1 (SPEC 5). Values stay on the 500 grid when a grid position satisfies
 * that; the other thumb may sit off the grid (a price typed into the URL), and then the nearest
 * grid position on the right side of it is used, falling back to other -/+ 1 only when no grid
 * position fits.
 */
export function clampThumb(thumb: Thumb, value: number, other: number): number {
  const snapped = snapToStep(value);
  if (thumb === 'min') {
    const limit = other - 1;
    if (snapped <= limit) return snapped;
    const grid = SLIDER_MIN + Math.floor((limit - SLIDER_MIN) / SLIDER_STEP) * SLIDER_STEP;
    return grid >= SLIDER_MIN ? grid : Math.max(SLIDER_MIN, limit);
  }
  const limit = other + 1;
  if (snapped >= limit) return snapped;
  const grid = SLIDER_MIN + Math.ceil((limit - SLIDER_MIN) / SLIDER_STEP) * SLIDER_STEP;
  return grid <= SLIDER_MAX ? grid : Math.min(SLIDER_MAX, limit);
}

/** Both thumbs after one of them moved to `value`. */
export function moveThumb(values: SliderValues, thumb: Thumb, value: number): SliderValues {
  return thumb === 'min'
    ? { min: clampThumb('min', value, values.max), max: values.max }
    : { min: values.min, max: clampThumb('max', value, values.min) };
}

/**
 * A search range -> thumb positions. Open ends rest at the slider's ends; a bound outside the slider
 * is pulled in, and a range too narrow for two thumbs is widened to min = max - 1.
 */
export function rangeToSlider(range: Range | null | undefined): SliderValues {
  const rawMin = range?.min ?? SLIDER_MIN;
  const rawMax = range?.max ?? SLIDER_MAX;
  const max = clamp(rawMax, SLIDER_MIN + 1, SLIDER_MAX);
  const min = clamp(rawMin, SLIDER_MIN, max - 1);
  return { min, max };
}

/** Thumb positions -> the search range; a thumb at its end means no limit on that side. */
export function sliderToRange(values: SliderValues): Range | null {
  const min = values.min <= SLIDER_MIN ? null : values.min;
  const max = values.max >= SLIDER_MAX ? null : values.max;
  return min === null && max === null ? null : { min, max };
}

/** Where a value sits along the track, 0 to 100, for drawing the selected band. */
export function trackPercent(value: number): number {
  return ((clamp(value, SLIDER_MIN, SLIDER_MAX) - SLIDER_MIN) / (SLIDER_MAX - SLIDER_MIN)) * 100;
}
