import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import { env } from '../src/env';
import { compileServer } from './lib/compile-server';
import { processCount } from './lib/process-count';

/**
 * `npm start`: build when the sources are newer than the last build, migrate, seed an empty
 * database, then run the production server: WEB_CONCURRENCY app processes (scripts/serve.ts) as
 * cluster workers on one port (docs/scaling.md). A second run after a stop skips straight to serving.
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
 * server's whole life (issue 30).
 */
function prepareDatabaseApart(): void {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'scripts/prepare-db.ts')], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The prefix cache-handler.mjs stores under.
const REDIS_CACHE_PREFIX = 'forecourt:cache:';

/**
 * Pages rendered at run time and cached reads are stored (on disk, or in Redis with REDIS_URL) and
 * would outlive a restart, but the database may have been reseeded or changed by another writer
 * while the server was down, and no tag was expired for that. Each start begins empty.
 */
async function forgetCachedPages(redisUrl: string | undefined): Promise<void> {
  for (const dir of ['.next/server/route-cache', '.next/cache/fetch-cache']) {
    fs.rmSync(path.join(root, dir), { recursive: true, force: true });
  }
  if (!redisUrl) return;
  // One try: a Redis that is down costs speed, not the start (the app processes reconnect by themselves).
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 2_000, reconnectStrategy: false } });
  client.on('error', () => undefined);
  try {
    await client.connect();
    for await (const keys of client.scanIterator({ MATCH: `${REDIS_CACHE_PREFIX}*`, COUNT: 1_000 })) {
      if (keys.length > 0) await client.unlink(keys);
    }
  } catch (error) {
    console.warn(`[start] could not empty the page store in Redis (${error instanceof Error ? error.message : String(error)}); serving without it until it answers`);
  } finally {
    if (client.isOpen) client.destroy();
  }
}

async function main(): Promise<void> {
  const config = env();
  const processes = processCount(config, os.availableParallelism());
  buildIfNeeded();
  await forgetCachedPages(config.REDIS_URL);
  prepareDatabaseApart();
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
  cluster.on('listening', (worker) => served.add(worker.id));
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
  const shared = config.REDIS_URL ? ', pages and rate limits shared in Redis' : '';
  console.log(`[start] ${processes} app process${processes === 1 ? '' : 'es'}${shared}`);
  console.log(`[start] serving the demo network on http://localhost:${config.PORT} (sites at http://{slug}.localhost:${config.PORT})`);
}

main().catch((error: unknown) => {
  console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
