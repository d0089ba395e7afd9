import http from 'node:http';
import path from 'node:path';
import { env } from '../src/env';
import { CLIENT_ADDRESS_HEADER, clientAddressFrom } from '../src/lib/client-address';
import { contentSecurityPolicy, CSP_ADDITIONS_HEADER, parseCspAdditions } from '../src/lib/security-headers';
import { hashInlineScriptsOf } from './lib/html-csp';
import { refusedMalformedPath } from './lib/malformed-path';
import { secureAnswers } from './lib/secure-answers';

/**
 * One app process: Next's production server (the same handler `next start` runs) behind a plain
 * Node HTTP server, so the client address is taken from the socket before any header a client
 * wrote reaches the app, and each HTML answer's CSP lists the hashes of its inline scripts
 * (scripts/lib/html-csp.ts). `npm start` runs one or more of these as cluster workers on one port
 * (scripts/primary.ts); the cluster module hands each new connection to one of them.
 */
const root = path.resolve(import.meta.dirname, '..');

async function serve(): Promise<void> {
  // Next reads NODE_ENV while loading its production server, as `next start` sets it.
  Object.assign(process.env, { NODE_ENV: 'production' });
  const { PORT, TRUSTED_PROXY_HOPS } = env();
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: root, port: PORT, hostname: 'localhost' });
  const handle = app.getRequestHandler();
  await app.prepare();
  const server = http.createServer((request, response) => {
    const forwardedFor = request.headers['x-forwarded-for'];
    request.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom(
      request.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor,
      TRUSTED_PROXY_HOPS,
    );
    secureAnswers(request, response);
    if (refusedMalformedPath(request, response)) return;
    // The site's CSP additions come from the proxy (proxy.ts), read before secureAnswers removes the header.
    const additionsOf = () => parseCspAdditions(String(response.getHeader(CSP_ADDITIONS_HEADER) ?? ''));
    hashInlineScriptsOf(request, response, (hashes) => contentSecurityPolicy(true, hashes, additionsOf()));
    void handle(request, response);
  });
  server.listen(PORT);
  // As `next start` does: a stop ends the process at once; a lead being sent is claimed by lease
  // and sent again by the next worker (docs/decisions/007-lead-delivery.md).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));
}

serve().catch((error: unknown) => {
  console.error(`[serve] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
