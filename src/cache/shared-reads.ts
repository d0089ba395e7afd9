import { expiredWithMemoryTags } from './memory-tagged';

/**
 * Reads in flight in this process, by key: a read asked for while the same key is being read
 * joins it instead of querying again. Nothing is kept once a read settles. After a publish every
 * page of the site renders at once, and each asked the database for the same menu, makes and
 * counts (docs/decisions/054-cheaper-renders-after-publish.md). A read in flight when its tags expire is
 * let go, so a read asked for after a change never joins one that began before it.
 */
export class SharedReads {
  private readonly pending = new Map<string, { value: Promise<unknown>; tags: readonly string[] }>();

  constructor() {
    expiredWithMemoryTags(this);
  }

  read<T>(key: string, tags: readonly string[], read: () => Promise<T>): Promise<T> {
    const joined = this.pending.get(key);
    if (joined) return joined.value as Promise<T>;
    const value = read();
    this.pending.set(key, { value, tags });
    const settle = () => {
      if (this.pending.get(key)?.value === value) this.pending.delete(key);
    };
    value.then(settle, settle);
    return value;
  }

  /** Reads in flight now (the tests read it). */
  get size(): number {
    return this.pending.size;
  }

  expire(tags: ReadonlySet<string>): void {
    for (const [key, entry] of this.pending) if (entry.tags.some((tag) => tags.has(tag))) this.pending.delete(key);
  }
}
