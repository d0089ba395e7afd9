import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { StartReport } from './start-report';

/**
 * The process `npm start` leaves running once it has prepared (scripts/start.ts): WEB_CONCURRENCY
 * app processes (scripts/serve.ts) as cluster workers on one port (docs/scaling.md), a new one in
 * place of any that ends. Compiled to plain JavaScript and imported by scripts/start.mjs, so it
 * holds no loader and nothing of the build, migration, seed or configuration schema: Node's
 * built-ins only (about 45 MB resident).
 */
export function runPrimary(report: StartReport): void {
  const { processes, port } = report;
  // A preview link made by one app process is opened by any: without a configured secret, they
  // share one made here (the workers inherit this environment). Several machines must set it.
  process.env.PREVIEW_SECRET ??= randomBytes(32).toString('base64url');
  cluster.setupPrimary({ exec: report.server, execArgv: report.flags });
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    });
  }
  const served = new Set<number>();
  const shared = report.sharedInRedis ? ', pages and rate limits shared in Redis' : '';
  // Said once every process listens, so a process that fails on start never follows "serving".
  cluster.on('listening', (worker) => {
    served.add(worker.id);
    if (served.size !== processes) return;
    console.log(`[start] ${processes} app process${processes === 1 ? '' : 'es'}${shared}`);
    const sites = report.hasSites ? `sites at http://{slug}.localhost:${port}` : 'no site yet: add one with npm run site:apply';
    console.log(`[start] serving on http://localhost:${port} (${sites})`);
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
    fork();
  });
  for (let i = 0; i < processes; i++) fork();
}

/**
 * glibc gives each thread that allocates an arena of its own, up to eight per core, and keeps what
 * they held: two serve an app process whose JavaScript runs on one thread (about 20 MB less
 * resident after the demo is served). A value the operator set is kept.
 */
function fork(): void {
  cluster.fork({ MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' });
}
