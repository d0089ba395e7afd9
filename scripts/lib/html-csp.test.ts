import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHash } from '../../src/lib/inline-scripts';
import { bodyEtag } from './body-etag';
import { hashInlineScriptsOf } from './html-csp';
import { ScriptHashMemo } from './script-hash-memo';

// The middleware Next's server compresses answers with (router-server.js), wrapped around ours as there.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const compression = require('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

const STATIC_POLICY = "script-src 'self'";
const policyFor = (hashes: readonly string[]) => `script-src 'self' ${hashes.join(' ')}`.trim();
const PAGE = `<!doctype html><html><head><script src="/a.js"></script></head><body>${'<p>stock</p>'.repeat(400)}<script>self.__next_f.push([1,"a"])</script><script type="application/ld+json">{"@type":"Car"}</script></body></html>`;
const STREAMED = ['<!doctype html><html><body><p>shell</p>', '<script>$RC("B:0","S:0")</script>', '</body></html>'];
// A dynamic page that rendered the not-found page and threw notFound() in a Suspense boundary after its shell.
const STREAMED_NOT_FOUND = ['<!doctype html><html><body><h1>Sorry, we could not find that page</h1>', '<!--$!--><template data-dgst="NEXT_HTTP_ERROR_FALLBACK;404"></template><!--/$-->', '</body></html>'];

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
const routes: Record<string, Handler> = {
  '/page': (_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Content-Length', Buffer.byteLength(PAGE));
    res.end(PAGE);
  },
  '/streamed': (_, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    let part = 0;
    const next = () => (part < STREAMED.length - 1 ? (res.write(STREAMED[part++]), setTimeout(next, 5)) : res.end(STREAMED[part]));
    next();
  },
  '/streamed-not-found': (_, res) => {
    res.writeHead(200, 'OK', { 'Content-Type': 'text/html; charset=utf-8' });
    let part = 0;
    const next = () => (part < STREAMED_NOT_FOUND.length - 1 ? (res.write(STREAMED_NOT_FOUND[part++]), setTimeout(next, 5)) : res.end(STREAMED_NOT_FOUND[part]));
    next();
  },
  '/redirect-not-found': (_, res) => {
    res.writeHead(307, { 'Content-Type': 'text/html; charset=utf-8', Location: '/page' });
    res.end(STREAMED_NOT_FOUND.join(''));
  },
  '/stored': (_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'public, max-age=0, s-maxage=300');
    res.end(PAGE);
  },
  '/private': (_, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
    res.end(PAGE);
  },
  '/api': (_, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ html: '<script>x()</script>'.repeat(100) }));
  },
  '/not-modified': (_, res) => {
    res.statusCode = 304;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end();
  },
};

let origin = '';
let server: http.Server;
const memo = new ScriptHashMemo(10);
beforeAll(async () => {
  const compress = compression();
  server = http.createServer((req, res) => {
    res.setHeader('Content-Security-Policy', STATIC_POLICY);
    hashInlineScriptsOf(req, res, policyFor, memo);
    compress(req, res, () => (routes[new URL(req.url ?? '/', 'http://x').pathname] ?? routes['/api'])?.(req, res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('hashInlineScriptsOf', () => {
  it.each([
    ['a whole page, uncompressed', '/page', 'identity', PAGE, [scriptHash('self.__next_f.push([1,"a"])')]],
    ['a whole page, gzip', '/page', 'gzip', PAGE, [scriptHash('self.__next_f.push([1,"a"])')]],
    ['a whole page, deflate', '/page', 'deflate', PAGE, [scriptHash('self.__next_f.push([1,"a"])')]],
    ['a streamed page, uncompressed', '/streamed', 'identity', STREAMED.join(''), [scriptHash('$RC("B:0","S:0")')]],
    ['a streamed page, gzip', '/streamed', 'gzip', STREAMED.join(''), [scriptHash('$RC("B:0","S:0")')]],
  ])('%s: the policy lists its inline scripts, the body is unchanged', async (_, path, encoding, body, hashes) => {
    const answer = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': encoding } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding') ?? 'identity').toBe(encoding);
    expect(answer.headers.get('content-security-policy')).toBe(policyFor(hashes));
    expect(await answer.text()).toBe(body);
  });

  it.each([
    ['a JSON answer keeps the static policy', 'GET', '/api', 200, STATIC_POLICY],
    ['a HEAD answer has no body to hash and keeps the static policy', 'HEAD', '/page', 200, STATIC_POLICY],
    ['a 304 carries no policy, so the cached copy keeps its own', 'GET', '/not-modified', 304, null],
  ])('%s', async (_, method, path, status, policy) => {
    const answer = await fetch(`${origin}${path}`, { method, headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-security-policy')).toBe(policy);
  });

  it.each(['identity', 'gzip'])('a streamed page that threw notFound() in a boundary answers 404, its body whole (%s)', async (encoding) => {
    const answer = await fetch(`${origin}/streamed-not-found`, { headers: { 'accept-encoding': encoding } });
    expect(answer.status).toBe(404);
    expect(answer.statusText).toBe('Not Found');
    expect(await answer.text()).toBe(STREAMED_NOT_FOUND.join(''));
  });

  it('a status other than 200 is left as it is', async () => {
    const answer = await fetch(`${origin}/redirect-not-found`, { redirect: 'manual' });
    expect(answer.status).toBe(307);
  });

  it.each(['identity', 'gzip'])('a page anyone may store has the ETag of the bytes sent, and a request naming it gets 304 without the body (%s)', async (encoding) => {
    const first = await fetch(`${origin}/stored`, { headers: { 'accept-encoding': encoding } });
    const etag = first.headers.get('etag') ?? '';
    const sent = Buffer.from(await first.arrayBuffer());
    expect(etag).toEqual(encoding === 'identity' ? bodyEtag(Buffer.from(PAGE)) : expect.stringMatching(/^"[\w-]{27}"$/));
    expect(sent.toString('utf8')).toBe(PAGE);
    const again = await fetch(`${origin}/stored`, { headers: { 'accept-encoding': encoding, 'if-none-match': `"other", W/${etag}` } });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect([again.headers.get('content-security-policy'), again.headers.get('content-type'), await again.text()]).toEqual([null, null, '']);
    const changed = await fetch(`${origin}/stored`, { headers: { 'accept-encoding': encoding, 'if-none-match': '"other"' } });
    expect(changed.status).toBe(200);
  });

  it('a page rendered for one request has no ETag and is never answered 304', async () => {
    const answer = await fetch(`${origin}/private`, { headers: { 'if-none-match': '*' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('etag')).toBeNull();
    expect(answer.headers.get('content-security-policy')).toBe(policyFor([scriptHash('self.__next_f.push([1,"a"])')]));
  });

  it('reads a body once: a later answer with the same ETag takes the policy kept for it', async () => {
    const first = await fetch(`${origin}/stored`, { headers: { 'accept-encoding': 'identity' } });
    const etag = first.headers.get('etag') ?? '';
    expect(memo.get(etag)).toEqual([scriptHash('self.__next_f.push([1,"a"])')]);
    memo.set(etag, ["'sha256-kept'"]);
    const again = await fetch(`${origin}/stored`, { headers: { 'accept-encoding': 'identity' } });
    expect(again.headers.get('content-security-policy')).toBe(policyFor(["'sha256-kept'"]));
    expect(await again.text()).toBe(PAGE);
  });
});
