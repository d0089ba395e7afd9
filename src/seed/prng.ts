/**
 * A seeded random stream for the demo data. Math.random() would make every seed run different;
 * mulberry32 is tiny, fast and plenty for demo data, and the same seed always gives the same stream.
 */

/** The one seed of the demo network; change it and every generated value changes. */
const DEMO_SEED = 0x5eed_f0c7;

export class Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('Rng.pick needs a non-empty list');
    return item;
  }

  /** One value, each with probability proportional to its weight. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries.at(-1);
    if (last === undefined) throw new Error('Rng.weighted needs a non-empty list');
    return last[0];
  }

  /** Up to `count` distinct items, in a random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length > 0) {
      const index = Math.floor(this.next() * pool.length);
      const [item] = pool.splice(index, 1);
      if (item !== undefined) out.push(item);
    }
    return out;
  }
}

/** FNV-1a: turns a label into a 32-bit number so each part of the network gets its own stream. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A stream for one named part of the network (a dealership's stock, a site's reviews), derived from
 * the one demo seed. Separate streams keep a change to one site from reshuffling every other site.
 */
export function streamFor(label: string): Rng {
  return new Rng(fnv1a(`${DEMO_SEED}:${label}`));
}
