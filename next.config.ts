import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  // PGlite loads its WASM and data files from its own package directory at run time, and pg/pino
  // use Node built-ins: bundling any of them breaks them, so the server requires them from node_modules.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'pino'],
  poweredByHeader: false,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: false },
};

export default nextConfig;
