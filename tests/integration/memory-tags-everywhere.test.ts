import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A change made in one app process expires the search results every other process keeps in
 * memory (src/cache/memory-tags-everywhere.ts): the other process is played by a plain Redis client
 * publishing what expireMemoryTagsEverywhere publishes. Runs against the Redis in REDIS_URL (the
 * shared one on this machine by default), and skips when none answers.
 */
const before = process.env.REDIS_URL;
const redisUrl = before ?? 'redis://127.0.0.1:56379';
const other = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
let reachable = false;

beforeAll(async () => {
  // Read by src/env.ts when this file's modules first ask; put back afterwards for other files in this worker.
  process.env.REDIS_URL = redisUrl;
  other.on('error', () => undefined);
  reachable = await other.connect().then(
    () => true,
    () => false,
  );
});

afterAll(() => {
  if (before === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = before;
  if (other.isOpen) other.destroy();
});

async function until(check: () => boolean): Promise<boolean> {
  for (let waited = 0; waited < 3_000; waited += 20) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

describe('in-memory cached results across app processes', () => {
  it("forget exactly the expired tags' entries when another process announces them", async (context) => {
    if (!reachable) context.skip(`no Redis answers at ${redisUrl}`);
    const { MemoryTaggedCache } = await import('../../src/cache/memory-tagged');
    const { expireMemoryTagsEverywhere, hearExpiriesFromOtherProcesses } = await import('../../src/cache/memory-tags-everywhere');
    await hearExpiriesFromOtherProcesses();
    const cache = new MemoryTaggedCache<number>({ max: 10, ttlMs: 60_000 });
    await cache.get('harbour', ['stock:1'], async () => 1);
    await cache.get('kiwi', ['stock:2'], async () => 2);

    // What expireMemoryTagsEverywhere sends, from "another process"; first from one on another
    // Redis database, which must go unheard (Redis delivers one publisher's messages in order).
    const database = new URL(redisUrl).pathname.slice(1) || '0';
    const channel = `forecourt:memory-tags@${database}`;
    await other.publish(`forecourt:memory-tags@${database}9`, JSON.stringify(['stock:2']));
    await other.publish(channel, JSON.stringify(['stock:1']));
    expect(await until(() => !cache.has('harbour'))).toBe(true);
    expect(cache.has('kiwi')).toBe(true);

    // This process's own announcement reaches Redis, where every other process listens.
    const heard: string[] = [];
    const listener = other.duplicate();
    await listener.connect();
    try {
      await listener.subscribe(channel, (message) => heard.push(message));
      await expireMemoryTagsEverywhere(['stock:2']);
      expect(cache.has('kiwi')).toBe(false);
      expect(await until(() => heard.length > 0)).toBe(true);
      expect(JSON.parse(heard[0]!)).toEqual(['stock:2']);
    } finally {
      listener.destroy();
    }
  });
});
