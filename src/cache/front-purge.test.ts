import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

// revalidateTag needs a Next server; here only the purge that follows it is under test.
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

type Seen = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const seen: Seen[] = [];
let answer = 200;
const server = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (c: Buffer) => chunks.push(c));
  request.on('end', () => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.writeHead(answer, { 'content-type': 'application/json' }).end('{"success":true}');
  });
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.FRONT_KIND = 'cdn';
  process.env.FRONT_PURGE_URL = `${base}/zones/demo/purge_cache`;
  process.env.FRONT_PURGE_TOKEN = 'cdn-api-token';
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
  answer = 200;
});

const { frontConfig, purgeFront } = await import('./front-purge');

describe('frontConfig', () => {
  it('is off unless both the kind and the URL are given', () => {
    expect(frontConfig({})).toBeNull();
    expect(frontConfig({ FRONT_KIND: 'cdn' })).toBeNull();
    expect(frontConfig({ FRONT_PURGE_URL: 'http://x' })).toBeNull();
    expect(frontConfig({ FRONT_KIND: 'varnish', FRONT_PURGE_URL: 'http://x' })).toEqual({ kind: 'varnish', url: 'http://x' });
  });
});

describe('purgeFront', () => {
  it('calls a CDN purge endpoint with the token and a JSON body of tags', async () => {
    await purgeFront({ kind: 'cdn', url: `${base}/zones/demo/purge_cache`, token: 't0k' }, ['car:a', 'stock:1', 'car:a']);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/zones/demo/purge_cache' });
    expect(seen[0]!.headers.authorization).toBe('Bearer t0k');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(seen[0]!.body)).toEqual({ tags: ['car:a', 'stock:1'] });
  });

  it('sends Varnish a PURGE with the tags in Surrogate-Key', async () => {
    await purgeFront({ kind: 'varnish', url: `${base}/` }, ['car:a', 'stock:1']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('PURGE');
    expect(seen[0]!.headers['surrogate-key']).toBe('car:a stock:1');
    expect(seen[0]!.headers.authorization).toBeUndefined();
  });

  it('splits many tags into calls of 30', async () => {
    const tags = Array.from({ length: 65 }, (_, i) => `car:c${i}`);
    await purgeFront({ kind: 'cdn', url: base }, tags);
    expect(seen.map((s) => (JSON.parse(s.body) as { tags: string[] }).tags.length)).toEqual([30, 30, 5]);
    expect(seen.flatMap((s) => (JSON.parse(s.body) as { tags: string[] }).tags)).toEqual(tags);
  });

  it('rejects when the front refuses', async () => {
    answer = 403;
    await expect(purgeFront({ kind: 'cdn', url: base }, ['site:1'])).rejects.toThrow('the cdn front answered 403 to a purge');
  });
});

describe('expireTags', () => {
  it('purges the expired tags at the configured front', async () => {
    const { expireTags } = await import('./invalidate');
    await expireTags(['stock:2', 'car:x']);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.authorization).toBe('Bearer cdn-api-token');
    expect(JSON.parse(seen[0]!.body)).toEqual({ tags: ['stock:2', 'car:x'] });
  });

  it('never fails the change when the front fails', async () => {
    answer = 500;
    const { expireTags } = await import('./invalidate');
    await expect(expireTags(['stock:2'])).resolves.toBeUndefined();
    expect(seen).toHaveLength(1);
  });
});
