import http, { type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secureAnswers } from './secure-answers';

/** Answers the way Next does outside its header pipeline: bare 500s, 308s with headers in writeHead, leftovers of the proxy. */
const answers: Record<string, (response: ServerResponse) => void> = {
  '/error': (response) => {
    response.statusCode = 500;
    response.end('Internal Server Error');
  },
  '/redirect': (response) => {
    response.writeHead(308, { location: '/cars', 'x-nextjs-rewritten-path': '/sites/a.localhost/cars/' });
    response.end();
  },
  '/page': (response) => {
    response.setHeader('x-middleware-rewrite', 'http://a.localhost/sites/a.localhost/page');
    response.setHeader('x-middleware-request-x-request-id', 'abc');
    response.setHeader('x-nextjs-rewritten-path', '/sites/a.localhost/page');
    response.setHeader('x-nextjs-stale-time', '300');
    response.setHeader('x-nextjs-cache', 'HIT');
    response.setHeader('x-forecourt-csp-additions', 'frame-src=https://www.openstreetmap.org;img-src=');
    response.setHeader('Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-x'");
    response.end('<p>page</p>');
  },
  '/not-modified': (response) => {
    response.statusCode = 304;
    response.end();
  },
  '/whole-domain': (response) => {
    response.setHeader('x-forecourt-hsts', 'whole-domain');
    response.writeHead(404, 'Not Found', [['content-type', 'text/plain']].flat());
    response.end('no site');
  },
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    secureAnswers(request, response);
    (answers[request.url ?? ''] ?? answers['/error']!)(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const SECURITY = ['content-security-policy', 'x-content-type-options', 'referrer-policy', 'x-frame-options', 'permissions-policy', 'strict-transport-security'];

describe('secureAnswers: every answer carries the security headers and no internal one', () => {
  it.each(['/error', '/redirect', '/page', '/whole-domain'])('%s', async (path) => {
    const response = await fetch(`${base}${path}`, { redirect: 'manual' });
    for (const name of SECURITY) expect(response.headers.get(name), name).toBeTruthy();
    const leaked = [...response.headers.keys()].filter((name) => name.startsWith('x-middleware-') || name.startsWith('x-forecourt-') || (name.startsWith('x-nextjs-') && name !== 'x-nextjs-cache'));
    expect(leaked).toEqual([]);
  });

  it('keeps what the answer set itself: its CSP, its location, its store state', async () => {
    const page = await fetch(`${base}/page`);
    expect(page.headers.get('content-security-policy')).toBe("default-src 'self'; script-src 'self' 'sha256-x'");
    expect(page.headers.get('x-nextjs-cache')).toBe('HIT');
    const redirect = await fetch(`${base}/redirect`, { redirect: 'manual' });
    expect(redirect.status).toBe(308);
    expect(redirect.headers.get('location')).toBe('/cars');
  });

  it("keeps the router's own headers on the router's data fetches", async () => {
    const response = await fetch(`${base}/page`, { headers: { rsc: '1' } });
    expect(response.headers.get('x-nextjs-rewritten-path')).toBe('/sites/a.localhost/page');
    expect(response.headers.get('x-nextjs-stale-time')).toBe('300');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it("adds no CSP to a 304, whose headers would replace the stored copy's hashed policy", async () => {
    const response = await fetch(`${base}/not-modified`);
    expect(response.status).toBe(304);
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('binds subdomains to HTTPS only where the proxy says the whole domain is HTTPS', async () => {
    expect((await fetch(`${base}/whole-domain`)).headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains; preload');
    expect((await fetch(`${base}/page`)).headers.get('strict-transport-security')).toBe('max-age=63072000');
  });
});
