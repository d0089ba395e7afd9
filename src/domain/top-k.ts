/**
 * The first k of n items in an order, sorted, without sorting all n: a heap of the k best seen so
 * far, its worst on top, so most items cost one comparison: the first page of 21 of 1,909 search
 * hits took 2,590 comparisons against 18,285 for a full sort (docs/search.md, "Seventh stop").
 * `before(a, b)` must be a strict total order (no ties), as the search's orders are with the car id last.
 */
export function firstInOrder(items: Int32Array, k: number, before: (a: number, b: number) => boolean): Int32Array {
  const size = Math.min(k, items.length);
  const heap = new Int32Array(size);
  if (size === 0) return heap;
  // The heap's root is the worst of those kept: `before(heap[child], heap[parent])` never holds.
  const siftDown = (from: number, length: number) => {
    let parent = from;
    const item = heap[parent] as number;
    for (;;) {
      let child = 2 * parent + 1;
      if (child >= length) break;
      const right = child + 1;
      if (right < length && before(heap[child] as number, heap[right] as number)) child = right;
      if (!before(item, heap[child] as number)) break;
      heap[parent] = heap[child] as number;
      parent = child;
    }
    heap[parent] = item;
  };
  for (let i = 0; i < size; i++) heap[i] = items[i] as number;
  for (let i = (size >> 1) - 1; i >= 0; i--) siftDown(i, size);
  for (let i = size; i < items.length; i++) {
    const item = items[i] as number;
    if (before(item, heap[0] as number)) {
      heap[0] = item;
      siftDown(0, size);
    }
  }
  // Heapsort in place: the worst goes to the end each time, leaving the heap in order, best first.
  for (let end = size - 1; end > 0; end--) {
    const worst = heap[0] as number;
    heap[0] = heap[end] as number;
    heap[end] = worst;
    siftDown(0, end);
  }
  return heap;
}
