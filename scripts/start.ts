import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { env } from '../src/env';
import { prepareDatabase } from './prepare-db';

/**
 * `npm start`: build when the sources are newer than the last build, migrate, seed an empty
 * database, then run the production server. A second run after a stop skips straight to serving.
 */
const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/.bin/next');
// The machine may have no route to the internet; Next's telemetry would only try and fail.
const telemetryOff = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };
const SOURCES = ['app', 'src', 'public', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(entry: string): number {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(full)
    .filter((name) => !name.endsWith('.test.ts'))
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

function buildIfNeeded(): void {
  const buildId = path.join(root, '.next/BUILD_ID');
  const builtAt = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (builtAt > changedAt) return;
  console.log(builtAt ? '[start] sources changed since the last build; building' : '[start] building');
  const result = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit', env: telemetryOff });
  if (result.status !== 0) {
    console.error('[start] next build failed');
    process.exit(result.status ?? 1);
  }
}

/**
 * Pages rendered at run time and cached reads are stored on disk (Next's route and data caches)
 * and would outlive a restart, but the database may have been reseeded or changed by another
 * writer while the server was down, and no tag was expired for that. Each start begins empty.
 */
function forgetCachedPages(): void {
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const { PORT } = env();
  buildIfNeeded();
  forgetCachedPages();
  await prepareDatabase();
  const server = spawn(nextBin, ['start', '-p', String(PORT)], { cwd: root, stdio: 'inherit', env: telemetryOff });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
  console.log(`[start] serving the demo network on http://localhost:${PORT} (sites at http://{slug}.localhost:${PORT})`);
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
