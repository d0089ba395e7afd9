import { describe, expect, it } from 'vitest';
import { firstInOrder } from './top-k';

/** A small deterministic stream (the domain imports nothing outside itself). */
function numbers(count: number, seed: number): number[] {
  let state = seed;
  return Array.from({ length: count }, () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state % 1_000;
  });
}

describe('firstInOrder', () => {
  // Keys with many ties, broken by the item itself, as the search breaks them by car id.
  const keys = numbers(500, 7).map((n) => n % 40);
  const before = (a: number, b: number) => (keys[a] !== keys[b] ? (keys[a] as number) > (keys[b] as number) : a < b);
  const sorted = Array.from(keys.keys()).sort((a, b) => (before(a, b) ? -1 : 1));

  it.each([0, 1, 2, 21, 63, 250, 499, 500, 2_000])('the first %i equal a full sort', (k) => {
    expect(Array.from(firstInOrder(Int32Array.from(keys.keys()), k, before))).toEqual(sorted.slice(0, k));
  });

  it('takes the items in any order', () => {
    const shuffled = Int32Array.from(numbers(500, 3).map((n, i) => [n, i] as const).sort(([a], [b]) => a - b), ([, i]) => i);
    expect(Array.from(firstInOrder(shuffled, 21, before))).toEqual(sorted.slice(0, 21));
  });

  it('answers nothing from no items', () => {
    expect(Array.from(firstInOrder(new Int32Array(0), 21, before))).toEqual([]);
  });
});
