import { defineConfig, devices } from '@playwright/test';
import { operatorImportDir, operatorToken } from './tests/support/operator';
import { enterStack, type StackEnv } from './scripts/lib/test-stacks';

// Before anything reads the environment: in a worker, its own stack's port, database and directories.
const stacks = enterStack();
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
 * PostgreSQL and Redis). With E2E_STACKS=N, N such servers run, each with its own database, and N
 * workers, one on each (scripts/lib/test-stacks.ts). Tests whose behaviour differs on the embedded
 * database carry @embedded in their title; CI runs those again on it (docs/decisions/033-ci-once-per-concern.md).
 */
export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: stacks.length,
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
  webServer: stacks.map(testServer),
});

function testServer(stack: StackEnv, index: number) {
  const port = Number(stack.E2E_PORT);
  const origin = `http://localhost:${port}`;
  return {
    // A second stack's PostgreSQL database is made first; the first is the one DATABASE_URL names.
    command: index > 0 && stack.DATABASE_URL ? 'node --import tsx tests/support/ensure-database.ts && npm start' : 'npm start',
    url: `${origin}/api/v1/websites.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 600_000,
    stdout: 'pipe' as const,
    env: {
      PORT: String(port),
      ...(stack.DATABASE_URL
        ? { DATABASE_URL: stack.DATABASE_URL, REDIS_URL: stack.REDIS_URL }
        : { PGLITE_DIR: stack.E2E_PGLITE_DIR, DATABASE_URL: '', REDIS_URL: '' }),
      OUTBOX_DIR: stack.OUTBOX_DIR,
      LOG_LEVEL: 'warn',
      STOCK_API_TOKEN: stockApiToken,
      OPERATOR_TOKEN: operatorToken,
      OPERATOR_IMPORT_DIR: operatorImportDir,
      // On PostgreSQL (DATABASE_URL) the demo network is seeded only when asked for.
      SEED_DEMO: '1',
      // Hostile review text lives in tests only: tests/e2e/home.spec.ts proves it is escaped.
      SEED_HOSTILE_REVIEWS: 'redline-motors',
      FRONT_KIND: 'varnish',
      FRONT_PURGE_URL: `http://127.0.0.1:${port + 1}/`,
      FRONT_PURGE_TOKEN: frontPurgeToken,
      // The tests stand in for one proxy: the lead API spec sends each test from its own address.
      TRUSTED_PROXY_HOPS: '1',
      // The insights page shows a visit's events within seconds (tests/e2e/console-insights.spec.ts).
      INSIGHT_ROLLUP_INTERVAL_MS: '2000',
    },
  };
}
