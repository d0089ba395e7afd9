import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../src/env';
import { compileServer } from './lib/compile-server';
import { processCount } from './lib/process-count';
import { PREPARE_DB_REPORT_FD } from './prepare-db-report';

/**
 * `npm start`: check the configuration, build when the sources are newer than the last build,
 * migrate, seed the demo where it belongs (scripts/prepare-db.ts), then run the production server:
 * WEB_CONCURRENCY app processes (scripts/serve.ts) as cluster workers on one port
 * (docs/scaling.md). A second run after a stop skips straight to serving.
 */
const root = path.resolve(import.meta.dirname, '..');
const nextBin = path.join(root, 'node_modules/.bin/next');
// The machine may have no route to the internet; Next's telemetry would only try and fail.
process.env.NEXT_TELEMETRY_DISABLED = '1';
const SOURCES = ['app', 'src', 'public', 'proxy.ts', 'instrumentation-client.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json'];

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
  const result = spawnSync(nextBin, ['build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('[start] next build failed');
    process.exit(result.status ?? 1);
  }
}

/**
 * Migrates and seeds in a process of its own that exits before the server starts: PGlite's
 * WebAssembly memory only grows, and a seed left this process holding some 300 MB for the
 * server's whole life (issue 30). The child reports whether there are sites on its fd 3.
 */
function prepareDatabaseApart(): { hasSites: boolean } {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/prepare-db.ts')], {
    cwd: root,
    stdio: ['inherit', 'inherit', 'inherit', 'pipe'],
    env: { ...process.env, [PREPARE_DB_REPORT_FD]: '3' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return { hasSites: String(result.output[3] ?? '').trim() !== 'empty' };
}

/**
 * Pages rendered at run time and cached reads stored on this machine's disk would outlive a
 * restart, but the embedded database may have been reseeded or changed by a CLI while the server
 * was down, and no tag was expired for that: each start begins with an empty disk store. The
 * shared store in Redis is left alone: it is keyed by build (cache-handler.mjs), so restarting one
 * machine keeps every other machine's pages, and a new build reads none of the old one's.
 */
function forgetCachedPages(): void {
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const config = env();
  const processes = processCount(config, os.availableParallelism());
  buildIfNeeded();
  forgetCachedPages();
  // Where the CLIs' hand-over reads files from (docs/stock-import.md): there from the first start.
  if (config.OPERATOR_TOKEN) fs.mkdirSync(config.OPERATOR_IMPORT_DIR, { recursive: true });
  const { hasSites } = prepareDatabaseApart();
  // A preview link made by one app process is opened by any: without a configured secret, they
  // share one made here (the workers inherit this environment). Several machines must set it.
  process.env.PREVIEW_SECRET ??= randomBytes(32).toString('base64url');
  // Plain JavaScript with no loader (scripts/lib/compile-server.ts): none of tsx's hooks in the app processes.
  cluster.setupPrimary({ exec: compileServer(root), execArgv: [] });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  const served = new Set<number>();
  const shared = config.REDIS_URL ? ', pages and rate limits shared in Redis' : '';
  // Said once every process listens, so a process that fails on start never follows "serving".
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    if (served.size !== processes) return;
    console.log(`[start] ${processes} app process${processes === 1 ? '' : 'es'}${shared}`);
    const sites = hasSites ? `sites at http://{slug}.localhost:${config.PORT}` : 'no site yet: add one with npm run site:apply';
    console.log(`[start] serving on http://localhost:${config.PORT} (${sites})`);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    // One that could not start (port taken, database unreachable) would fail again: stop with it.
    if (!served.has(worker.id)) {
      console.error(`[start] an app process could not start (${signal ?? `exit ${code}`})`);
      process.exit(code || 1);
    }
    // One process ending (a crash, out of memory) leaves the others serving; a new one takes its place.
    console.error(`[start] app process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another`);
    cluster.fork();
  });
  for (let i = 0; i < processes; i++) cluster.fork();
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
