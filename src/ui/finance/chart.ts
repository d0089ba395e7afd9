import type { ScheduleYear } from '../../domain/finance';

export type ChartBar = {
  year: number;
  x: number;
  width: number;
  /** Top of the principal part (drawn at the bottom) and its height. */
  principalY: number;
  principalHeight: number;
  /** Top of the interest part, stacked on the principal. */
  interestY: number;
  interestHeight: number;
};

export type ChartBox = { width: number; height: number; gap: number };

/**
 * One stacked bar per year, principal below interest, scaled so the largest year fills the box.
 * Negative figures (none arise from a valid loan) draw as nothing rather than below the axis.
 */
export function chartBars(years: readonly ScheduleYear[], box: ChartBox): ChartBar[] {
  if (years.length === 0) return [];
  const total = (y: ScheduleYear) => Math.max(0, y.principal) + Math.max(0, y.interest);
  const tallest = Math.max(...years.map(total));
  const scale = tallest > 0 ? box.height / tallest : 0;
  const slot = box.width / years.length;
  const width = Math.max(1, slot - box.gap);
  return years.map((y, i) => {
    const principalHeight = Math.max(0, y.principal) * scale;
    const interestHeight = Math.max(0, y.interest) * scale;
    const principalY = box.height - principalHeight;
    return {
      year: y.year,
      x: i * slot + box.gap / 2,
      width,
      principalY,
      principalHeight,
      interestY: principalY - interestHeight,
      interestHeight,
    };
  });
}
