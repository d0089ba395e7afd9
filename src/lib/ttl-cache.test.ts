import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache';

describe('TtlCache', () => {
  const counting = () => {
    let calls = 0;
    return { load: () => Promise.resolve(++calls), calls: () => calls };
  };

  it('serves a load for its time to live, then loads again', async () => {
    // lru-cache keeps its own clock (performance.now), which fake timers do not move: real waits.
    const cache = new TtlCache<string, number>({ ttlMs: 200, max: 10 });
    const { load, calls } = counting();
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    await sleep(300);
    expect(await cache.get('a', load)).toBe(2);
    expect(calls()).toBe(2);
  });

  it('shares one load between callers that ask at once', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1_000, max: 10 });
    const { load, calls } = counting();
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(calls()).toBe(1);
  });

  it('drops a failed load so the next caller retries', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 1_000, max: 10 });
    await expect(cache.get('a', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('a', () => Promise.resolve(7))).toBe(7);
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const cache = new TtlCache<string, string>({ ttlMs: 60_000, max: 2 });
    await cache.get('a', () => Promise.resolve('a1'));
    await cache.get('b', () => Promise.resolve('b1'));
    await cache.get('a', () => Promise.resolve('a2'));
    await cache.get('c', () => Promise.resolve('c1'));
    expect(await cache.get('a', () => Promise.resolve('a3'))).toBe('a1');
    expect(await cache.get('b', () => Promise.resolve('b2'))).toBe('b2');
  });

  it('forgets a deleted key', async () => {
    const cache = new TtlCache<string, number>({ ttlMs: 60_000, max: 10 });
    await cache.get('a', () => Promise.resolve(1));
    cache.delete('a');
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });
});
