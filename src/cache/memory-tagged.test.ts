import { describe, expect, it } from 'vitest';
import { expireMemoryTags, MemoryTaggedCache } from './memory-tagged';

/** SPEC 9: "The result cache holds up to a configured maximum of entries". */
describe('MemoryTaggedCache', () => {
  const TAGS = ['site:1', 'stock:1'];
  const load = (value: string) => () => Promise.resolve(value);

  it('never holds more than its maximum, however many keys are asked for', async () => {
    const cache = new MemoryTaggedCache<string>({ max: 5, ttlMs: 60_000 });
    for (let i = 0; i < 50; i++) {
      await cache.get(`q${i}`, TAGS, load(`r${i}`));
      expect(cache.size).toBeLessThanOrEqual(5);
    }
    expect(cache.size).toBe(5);
  });

  it('evicts the least recently used entry, not the oldest written', async () => {
    const cache = new MemoryTaggedCache<string>({ max: 3, ttlMs: 60_000 });
    await cache.get('a', TAGS, load('a1'));
    await cache.get('b', TAGS, load('b1'));
    await cache.get('c', TAGS, load('c1'));
    // Reading a makes b the least recently used.
    expect(await cache.get('a', TAGS, load('a2'))).toBe('a1');
    await cache.get('d', TAGS, load('d1'));
    expect(['a', 'b', 'c', 'd'].filter((key) => cache.has(key))).toEqual(['a', 'c', 'd']);
    expect(await cache.get('b', TAGS, load('b2'))).toBe('b2');
  });

  it('shares one load between callers that ask at once, and drops a failed load', async () => {
    const cache = new MemoryTaggedCache<number>({ max: 3, ttlMs: 60_000 });
    let calls = 0;
    const counted = () => Promise.resolve(++calls);
    expect(await Promise.all([cache.get('a', TAGS, counted), cache.get('a', TAGS, counted)])).toEqual([1, 1]);
    await expect(cache.get('b', TAGS, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.has('b')).toBe(false);
  });

  it("forgets the entries of an expired tag, in every cache, and only those (another site's stay)", async () => {
    const first = new MemoryTaggedCache<string>({ max: 10, ttlMs: 60_000 });
    const second = new MemoryTaggedCache<string>({ max: 10, ttlMs: 60_000 });
    await first.get('one', ['site:1', 'stock:1'], load('x'));
    await first.get('two', ['site:2', 'stock:2'], load('y'));
    await second.get('one', ['site:1', 'stock:1'], load('z'));
    expireMemoryTags(['stock:1']);
    expect([first.has('one'), first.has('two'), second.has('one')]).toEqual([false, true, false]);
  });
});
