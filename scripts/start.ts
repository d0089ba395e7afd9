import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env } from '../src/env';
import { appProcessFlags } from './lib/app-process-flags';
import { compileScript, stopCompiler } from './lib/compile-script';
import { processCount } from './lib/process-count';
import { prepareDatabase } from './prepare-db';
import { START_REPORT_FD, type StartReport } from './start-report';

/**
 * The preparing step of `npm start` (scripts/start.mjs runs it in a child process that exits before
 * anything serves): check the configuration, build when the sources are newer than the last build,
 * migrate, seed the demo where it belongs (scripts/prepare-db.ts), and compile the server and the
 * primary that runs it. Run here, PGlite's WebAssembly memory, which only grows, and tsx leave with
 * this process instead of staying beside the server for its whole life (issue 30). A second run
 * after a stop only checks, migrates nothing and compiles.
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
  // Before any build: a WEB_CONCURRENCY the database cannot serve fails at once.
  const processes = processCount(config, os.availableParallelism());
  buildIfNeeded();
  forgetCachedPages();
  // Where the CLIs' hand-over reads files from (docs/stock-import.md): there from the first start.
  if (config.OPERATOR_TOKEN) fs.mkdirSync(config.OPERATOR_IMPORT_DIR, { recursive: true });
  const { hasSites } = await prepareDatabase();
  // Plain JavaScript with no loader (scripts/lib/compile-script.ts) for the processes that stay.
  const report: StartReport = {
    server: compileScript(root, 'serve'),
    primary: compileScript(root, 'primary'),
    hasSites,
    processes,
    flags: appProcessFlags(config),
    port: config.PORT,
    sharedInRedis: Boolean(config.REDIS_URL),
  };
  stopCompiler();
  const fd = process.env[START_REPORT_FD];
  if (!fd) throw new Error(`run by npm start (scripts/start.mjs): this step reports on ${START_REPORT_FD}`);
  fs.writeSync(Number(fd), JSON.stringify(report));
}

main()
  // The embedded database's WebAssembly runtime may keep timers: this step is over, so it ends here.
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(`[start] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
