import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { securityHeaders } from './src/lib/security-headers';

// The phase, not NODE_ENV, tells production from `next dev`: `next build` reads this file before it
// sets NODE_ENV, so a check of NODE_ENV here would bake the development headers into the build.
export default function nextConfig(phase: string): NextConfig {
  const production = phase !== PHASE_DEVELOPMENT_SERVER;
  return {
    // PGlite loads its WASM and data files from its own package directory at run time, and pg/pino
    // use Node built-ins: bundling any of them breaks them, so the server requires them from node_modules.
    serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer'],
    poweredByHeader: false,
    // The app server gives stored HTML pages their ETag from the bytes it sends, in native code
    // (docs/decisions/047-etag-in-the-app-server.md): Next's, hashed in JavaScript, cost every answer ~2 ms.
    generateEtags: false,
    // With REDIS_URL, stored pages and cached reads live in Redis, shared by every app process
    // (docs/scaling.md). Decided when the server starts, never at build: a handler named at build
    // is kept in the build and would stay on for a start without REDIS_URL.
    // Without it, on disk: Next's file store, bounded and never keeping a not-found page (page-store.mjs).
    ...(phase === PHASE_PRODUCTION_SERVER ? { cacheHandler: path.join(process.cwd(), process.env.REDIS_URL ? 'cache-handler.mjs' : 'page-store.mjs') } : {}),
    // No second copy of stored pages in the JavaScript heap (Next keeps 50 MB by default): the disk
    // store's files stay in the kernel's page cache, outside every process's memory (issue 30).
    cacheMaxMemorySize: 0,
    // Stock feed photos are recorded by URL; next/image sends them through our photo route, which fetches
    // only from the hosts of the page's dealerships and IMAGE_REMOTE_HOSTS, read per request (decision 034).
    images: { loader: 'custom', loaderFile: './src/domain/photos/photo-loader.ts' },
    reactStrictMode: true,
    // CI type-checks once, in its check leg, before anything builds (.ci/run sets TYPES_CHECKED);
    // every other build checks the types itself.
    typescript: { ignoreBuildErrors: process.env.TYPES_CHECKED === '1' },
    // Every response, pages, API answers and error pages alike (src/lib/security-headers.ts).
    headers: async () => [{ source: '/:path*', headers: securityHeaders(production) }],
    experimental: {
      // forbidden() answers a console page beyond the staff member's role with 403 (src/console/respond.ts).
      authInterrupts: true,
      // Integrity hashes on Next's own script tags, computed at build: works with stored pages, unlike nonces.
      sri: { algorithm: 'sha256' },
      // The proxy buffers request bodies and cuts them at this size (default 10 MB). Above the lead
      // upload cap (src/leads/limits.ts), so an oversized upload reaches the handler whole enough to get 413.
      proxyClientMaxBodySize: '26mb',
    },
  };
}
