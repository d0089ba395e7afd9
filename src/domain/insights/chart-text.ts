import type { Row } from './report';

/**
 * The text alternatives of the insights charts (issue 31): what a screen reader hears instead of
 * the picture, and what the page shows under it. Plain sentences with the figures that matter:
 * totals, the busiest day, the largest rows.
 */
const format = (n: number) => n.toLocaleString('en-AU');

export function seriesText(label: string, days: readonly string[], values: readonly number[]): string {
  const total = values.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `${label}: none recorded from ${days[0] ?? ''} to ${days.at(-1) ?? ''}.`;
  const peak = values.reduce((best, value, index) => (value > (values[best] ?? 0) ? index : best), 0);
  return `${label}: ${format(total)} from ${days[0] ?? ''} to ${days.at(-1) ?? ''}, most on ${days[peak] ?? ''} (${format(values[peak] ?? 0)}).`;
}

/** At most this many rows are read out; the table under the chart has them all. */
const SPOKEN_ROWS = 5;

export function rowsText(title: string, rows: readonly Row[]): string {
  if (rows.length === 0) return `${title}: nothing recorded in this range.`;
  const spoken = rows
    .slice(0, SPOKEN_ROWS)
    .map((row) => `${row.label} ${format(row.count)}`)
    .join('; ');
  const more = rows.length > SPOKEN_ROWS ? `; and ${rows.length - SPOKEN_ROWS} more in the table` : '';
  return `${title}: ${spoken}${more}.`;
}

/** A round axis top at or above the largest value: 1, 2 or 5 times a power of ten. */
export function axisMax(largest: number): number {
  if (largest <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(largest));
  const step = [1, 2, 5, 10].find((factor) => factor * power >= largest) ?? 10;
  return step * power;
}

/** A change against the previous range in words: "up 20%", "down 5%", "no change", "new". */
export function changeText(change: number | null, previous: number): string {
  if (change === null) return previous === 0 ? 'nothing in the previous range' : 'no change';
  if (change === 0) return 'no change';
  return `${change > 0 ? 'up' : 'down'} ${Math.abs(change)}% from ${format(previous)}`;
}
