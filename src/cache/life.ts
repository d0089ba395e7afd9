/**
 * How long a stored page or cached read lives when nothing expires it. Changes expire by tag at
 * once; this bounds what depends on the clock instead: the sold window and age limits (days),
 * the arrival tags (days) and a location's "Today" hours, which turn over at local midnight.
 * Pages export the same number as `revalidate` (Next requires a literal there).
 */
export const REVALIDATE_SECONDS = 300;
