/**
 * How a scope's dealership list is written in SQL (docs/search.md, "Sixth stop").
 *
 * The planner estimates `dealership_id = any(array)` element by element, once for every index that
 * begins with the dealership, so a list of the whole network's 3,000 dealerships cost most of a
 * search's planning. A long list that covers most of the ids between its least and greatest is
 * therefore written as that interval minus its gaps: the same set of ids, whatever dealerships
 * exist, so a dealership created after the list was read (a higher id, or a gap's id) stays out.
 * Short lists (sites, groups) keep the plain list, whose per-value estimates choose their plans.
 */
export type DealershipList = { form: 'list'; ids: number[] } | { form: 'interval'; least: number; greatest: number; gaps: number[] };

/** Lists up to this long stay lists: site-sized scopes, and groups whose plan depends on their values. */
const SHORT_LIST = 50;

export function dealershipList(ids: readonly number[]): DealershipList {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length <= SHORT_LIST) return { form: 'list', ids: [...ids] };
  const least = unique[0] as number;
  const greatest = unique[unique.length - 1] as number;
  // The interval holds greatest - least + 1 ids, so its gaps are fewer than the list when it covers more than half.
  if (greatest - least + 1 - unique.length >= unique.length) return { form: 'list', ids: [...ids] };
  const gaps: number[] = [];
  let expected = least;
  for (const id of unique) {
    for (; expected < id; expected++) gaps.push(expected);
    expected = id + 1;
  }
  return { form: 'interval', least, greatest, gaps };
}
