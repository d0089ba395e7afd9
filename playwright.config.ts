import { defineConfig, devices } from '@playwright/test';
import { operatorImportDir, operatorToken } from './tests/support/operator';

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseOrigin = (slug?: string) => `http://${slug ? `${slug}.` : ''}localhost:${PORT}`;
/** The test server's stock API token; tests/e2e/page-cache.spec.ts changes cars with it. */
export const stockApiToken = process.env.E2E_STOCK_API_TOKEN ?? 'e2e-stock-feed-token-not-a-secret';
/** Varnish in front of the test server (tests/support/varnish-front.ts), on the next port; the server purges it. */
export const frontPort = PORT + 1;
export const frontOrigin = (slug?: string) => `http://${slug ? `${slug}.` : ''}localhost:${frontPort}`;
export const frontPurgeToken = 'e2e-front-purge-token-not-a-secret';

/**
 * Browser tests drive Debian's Chromium against the production build, started the way a user
 * starts it (`npm start`), on its own port: on its own embedded database directory by default, or,
 * with DATABASE_URL and REDIS_URL set, in the production shape (several app processes sharing
 * PostgreSQL and Redis). Tests whose behaviour differs on the embedded database carry @embedded in
 * their title; CI runs those again on it (docs/decisions/033-ci-once-per-concern.md).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  globalSetup: './tests/support/varnish-front.ts',
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  use: {
    trace: 'on-first-retry',
    baseURL: baseOrigin(),
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    url: `${baseOrigin()}/api/v1/websites.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      ...(process.env.DATABASE_URL
        ? { DATABASE_URL: process.env.DATABASE_URL, REDIS_URL: process.env.REDIS_URL ?? '' }
        : { PGLITE_DIR: process.env.E2E_PGLITE_DIR ?? './data/e2e-pglite', DATABASE_URL: '', REDIS_URL: '' }),
      LOG_LEVEL: 'warn',
      STOCK_API_TOKEN: stockApiToken,
      OPERATOR_TOKEN: operatorToken,
      OPERATOR_IMPORT_DIR: operatorImportDir,
      // On PostgreSQL (DATABASE_URL) the demo network is seeded only when asked for.
      SEED_DEMO: '1',
      // Hostile review text lives in tests only: tests/e2e/home.spec.ts proves it is escaped.
      SEED_HOSTILE_REVIEWS: 'redline-motors',
      FRONT_KIND: 'varnish',
      FRONT_PURGE_URL: `http://127.0.0.1:${frontPort}/`,
      FRONT_PURGE_TOKEN: frontPurgeToken,
      // The tests stand in for one proxy: the lead API spec sends each test from its own address.
      TRUSTED_PROXY_HOPS: '1',
    },
  },
});
