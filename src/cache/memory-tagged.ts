import { LRUCache } from 'lru-cache';

/**
 * An in-process cache of loads, bounded to `max` entries (past it the least recently used goes)
 * and kept at most `ttlMs`. Each entry carries cache tags (src/cache/tags.ts); expireTags() drops
 * the entries of any tag it expires in every such cache of this process, so a change is seen at
 * once here, and src/cache/memory-tags-everywhere.ts announces it to every other app process.
 */
export class MemoryTaggedCache<V> {
  private readonly entries: LRUCache<string, { value: Promise<V>; tags: readonly string[] }>;

  constructor({ max, ttlMs }: { max: number; ttlMs: number }) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
    expiredWithMemoryTags(this);
  }

  get(key: string, tags: readonly string[], load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit.value;
    const value = load();
    this.entries.set(key, { value, tags });
    // A failed load is not kept: the next caller tries again.
    value.catch(() => {
      if (this.entries.peek(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  /** Entries held now (the bound's test and the benchmark read it). */
  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  expire(tags: ReadonlySet<string>): void {
    const covered = [...this.entries.entries()].filter(([, entry]) => entry.tags.some((tag) => tags.has(tag))).map(([key]) => key);
    for (const key of covered) this.entries.delete(key);
  }
}

/**
 * Every cache of this process, held weakly so that a cache nobody holds any more can go. On
 * globalThis: Next bundles route handlers and pages apart, each with its own copy of this module,
 * and a change made through a route handler must reach the cache a page reads.
 */
type Expirable = { expire(tags: ReadonlySet<string>): void };
const LIVE_KEY = Symbol.for('forecourt.memoryTaggedCaches');
const LIVE = ((globalThis as { [LIVE_KEY]?: Set<WeakRef<Expirable>> })[LIVE_KEY] ??= new Set<WeakRef<Expirable>>());

/** `holder` forgets what expired tags cover whenever this process's memory caches do; held weakly. */
export function expiredWithMemoryTags(holder: Expirable): void {
  LIVE.add(new WeakRef(holder));
}

/** Called by expireTags: every in-process cache forgets what the expired tags cover. */
export function expireMemoryTags(tags: readonly string[]): void {
  const set = new Set(tags);
  for (const ref of LIVE) {
    const cache = ref.deref();
    if (cache) cache.expire(set);
    else LIVE.delete(ref);
  }
}
