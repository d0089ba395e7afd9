import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { get } from '../support/http';

/**
 * The production server with an embedded database it cannot open (another live process holds
 * the directory): pages and APIs answer with an error status and a plain message, never a stack
 * trace, and the log says why in one line.
 */
// Beside the suite's own server (E2E_PORT), so two suites on one machine do not meet here.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 99;
let server: ChildProcess;
let log = '';
let dir: string;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-locked-'));
  const dataDir = path.join(dir, 'pglite');
  fs.mkdirSync(dataDir);
  fs.writeFileSync(`${dataDir}.lock`, String(process.pid));
  // The app process `npm start` runs (scripts/serve.ts): it writes the hashes of each page's inline
  // scripts into its CSP, without which the browser would not run the client error page.
  server = spawn(path.resolve('node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    detached: true,
    env: { ...process.env, PORT: String(PORT), PGLITE_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', NEXT_TELEMETRY_DISABLED: '1' },
  });
  server.stdout?.on('data', (c: Buffer) => (log += c.toString()));
  server.stderr?.on('data', (c: Buffer) => (log += c.toString()));
  for (let i = 0; i < 60; i++) {
    if (await get(`http://localhost:${PORT}/api/v1/websites.json`).then(() => true, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('a locked embedded database gives 503 JSON, an error page, and one clear log line', async ({ page }) => {
  const api = await get(`http://localhost:${PORT}/api/v1/websites.json`);
  expect(api.status).toBe(503);
  expect(JSON.parse(api.body)).toEqual({ error: 'Service temporarily unavailable' });

  // A page rendered per request: a stored page (the home page, once an earlier spec has visited it
  // with this build) is served from the page cache even with the database down, as it should be.
  const perRequest = '/search?sort=price_desc';
  const html = await get(`http://localhost:${PORT}${perRequest}`, `harbour-toyota.localhost:${PORT}`);
  expect(html.status).toBe(500);
  expect(html.body).not.toMatch(/DatabaseUnavailableError|in use by process|at \w+ \(|node_modules/);
  // The error page is a client component: the browser renders it.
  const response = await page.goto(`http://harbour-toyota.localhost:${PORT}${perRequest}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't show this page right now");

  expect(log).toContain(`is in use by process ${process.pid}`);
});
