/**
 * The insights report's car lists (issue 31), from each car's sums over the range: the cars viewed
 * most, the cars with most leads, and the cars viewed most that had no lead. The database returns
 * one sum per car and metric; ranking them here lets the page read each metric's rows once, where
 * a statement per list read the views twice (docs/benchmarks.md, insights at 50 million events).
 * Ties go by the car's id as text, as the statements they replace ordered them.
 */
export type CarSum = { dimension: string; count: number };
export type CarRankings = {
  top: { metric: 'car_views' | 'leads_by_car'; dimension: string; count: number }[];
  viewedWithoutLeads: { car: string; views: number }[];
};

const byCountThenId = (a: CarSum, b: CarSum) => b.count - a.count || (a.dimension < b.dimension ? -1 : a.dimension > b.dimension ? 1 : 0);

export function rankCars(views: readonly CarSum[], leads: readonly CarSum[], limit: number): CarRankings {
  const first = (sums: readonly CarSum[]) => [...sums].sort(byCountThenId).slice(0, limit);
  const withLeads = new Set(leads.map((sum) => sum.dimension));
  return {
    top: [
      ...first(views).map((sum) => ({ metric: 'car_views' as const, ...sum })),
      ...first(leads).map((sum) => ({ metric: 'leads_by_car' as const, ...sum })),
    ],
    // A view recorded without a car ('') is no car to list.
    viewedWithoutLeads: first(views.filter((sum) => sum.dimension !== '' && !withLeads.has(sum.dimension))).map((sum) => ({ car: sum.dimension, views: sum.count })),
  };
}
