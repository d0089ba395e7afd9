import { randomBytes } from 'node:crypto';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStoredPagesHandler } from '../../src/cache/stored-pages-redis.mjs';

/**
 * Stored pages in the shared Redis are keyed by build (cache-handler.mjs, docs/scaling.md): a
 * restart of the same build finds what any machine stored, a new build reads none of the old
 * one's pages. Runs against the Redis in REDIS_URL (the shared one on this machine by default),
 * under a key prefix of its own that it deletes afterwards.
 */
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:56379';
const base = `forecourt-test:${randomBytes(6).toString('hex')}:`;
const client = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
let reachable = false;

beforeAll(async () => {
  client.on('error', () => undefined);
  reachable = await client.connect().then(
    () => true,
    () => false,
  );
});

afterAll(async () => {
  if (!client.isOpen) return;
  for await (const keys of client.scanIterator({ MATCH: `${base}*`, COUNT: 1_000 })) if (keys.length > 0) await client.unlink(keys);
  client.destroy();
});

const page = (html: string) => ({
  value: { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), headers: {}, postponed: undefined, status: 200, segmentData: undefined },
  lastModified: Date.now(),
  lifespan: null,
  tags: ['site:1', 'stock:1'],
});
const TAGS = { implicitTags: [] as string[] };

describe('stored pages in Redis, keyed by build', () => {
  it('survive a restart of the same build, are not read by another build, and expire by tag within their build', async (context) => {
    if (!reachable) context.skip(`no Redis answers at ${redisUrl}`);
    const first = createStoredPagesHandler({ client, buildId: 'build-a', base });
    // Cast: the library's value union is Next's, of which a stored page is one kind.
    await first.set('/cars/one', page('<p>one</p>') as unknown as Parameters<typeof first.set>[1]);

    const restarted = createStoredPagesHandler({ client, buildId: 'build-a', base });
    const kept = await restarted.get('/cars/one', TAGS);
    expect((kept?.value as { html?: string } | null)?.html).toBe('<p>one</p>');

    const next = createStoredPagesHandler({ client, buildId: 'build-b', base });
    expect(await next.get('/cars/one', TAGS)).toBeNull();
    await next.revalidateTag('site:1');
    expect(await restarted.get('/cars/one', TAGS)).not.toBeNull();

    await restarted.revalidateTag('stock:1');
    expect(await first.get('/cars/one', TAGS)).toBeNull();
  });
});
