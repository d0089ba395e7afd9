import http from 'node:http';
import type { LookupFunction } from 'node:net';

/**
 * Node does not resolve `*.localhost` the way browsers do, so tests that talk to a site by its
 * Host send the request to loopback and name the site in the Host header.
 */
const loopback: LookupFunction = (hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string };

export function get(url: string, host?: string): Promise<HttpAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: { host: host ?? target.host, accept: 'text/html,application/json' },
        lookup: loopback,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error(`timeout: ${url}`)));
    request.end();
  });
}

export type SendOptions = { host?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number };

/** Any method with a body, to loopback with the given Host (see `get`). */
export function send(method: string, url: string, options: SendOptions = {}): Promise<HttpAnswer> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers: {
          host: options.host ?? target.host,
          ...(options.body !== undefined ? { 'content-length': String(Buffer.byteLength(options.body)) } : {}),
          ...options.headers,
        },
        lookup: loopback,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(options.timeoutMs ?? 30_000, () => request.destroy(new Error(`timeout: ${method} ${url}`)));
    request.end(options.body);
  });
}
