import type { NextConfig } from 'next';
import { imageRemotePatterns } from './src/lib/image-hosts';
import { securityHeaders } from './src/lib/security-headers';

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package directory at run time, and pg/pino
  // use Node built-ins: bundling any of them breaks them, so the server requires them from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer'],
  poweredByHeader: false,
  // Stock feed photos are recorded by URL; next/image fetches only from the hosts the installation lists.
  images: { remotePatterns: imageRemotePatterns(process.env.IMAGE_REMOTE_HOSTS) },
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  // Every response, pages, API answers and error pages alike (src/lib/security-headers.ts).
  headers: async () => [{ source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') }],
  experimental: {
    // Integrity hashes on Next's own script tags, computed at build: works with stored pages, unlike nonces.
    sri: { algorithm: 'sha256' },
    // The proxy buffers request bodies and cuts them at this size (default 10 MB). Above the lead
    // upload cap (src/leads/limits.ts), so an oversized upload reaches the handler whole enough to get 413.
    proxyClientMaxBodySize: '26mb',
  },
};

export default nextConfig;
