import type { NextConfig } from 'next';
import { imageRemotePatterns } from './src/lib/image-hosts';

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package directory at run time, and pg/pino
  // use Node built-ins: bundling any of them breaks them, so the server requires them from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino', 'nodemailer'],
  poweredByHeader: false,
  // Stock feed photos are recorded by URL; next/image fetches only from the hosts the installation lists.
  images: { remotePatterns: imageRemotePatterns(process.env.IMAGE_REMOTE_HOSTS) },
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
  experimental: {
    // The proxy buffers request bodies and cuts them at this size (default 10 MB). Above the lead
    // upload cap (src/leads/limits.ts), so an oversized upload reaches the handler whole enough to get 413.
    proxyClientMaxBodySize: '26mb',
  },
};

export default nextConfig;
