import { LRUCache } from 'lru-cache';

/**
 * A small in-process cache of promises with a time to live and a bound on its entries: past `max`,
 * the least recently used entry goes, so a process's memory does not grow with the number of keys
 * ever asked for. Failed loads are dropped at once so the next caller retries instead of being
 * served the failure.
 */
export class TtlCache<K extends NonNullable<unknown>, V> {
  private readonly entries: LRUCache<K, Promise<V>>;

  constructor({ ttlMs, max }: { ttlMs: number; max: number }) {
    this.entries = new LRUCache({ max, ttl: ttlMs });
  }

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit) return hit;
    const value = load();
    this.entries.set(key, value);
    value.catch(() => {
      if (this.entries.peek(key) === value) this.entries.delete(key);
    });
    return value;
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}
