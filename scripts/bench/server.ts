import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A production server (`npm start`) for a benchmark, on a free port, in its own process group. */
export type BenchServer = { port: number; origin: string; /** The process group every app process runs in. */ processGroup: number; stop: () => Promise<void> };

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} before answering`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s`);
}

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  // BENCH_PORT keeps a run on a port range of its own on a shared machine.
  const port = Number(process.env.BENCH_PORT) || (await freePort());
  const root = path.resolve(import.meta.dirname, '../..');
  // As `npm start` runs it, with no npm process around it.
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // Benchmarks measure the demo network, which a PostgreSQL database gets only when asked for.
    env: { ...process.env, LOG_LEVEL: 'warn', SEED_DEMO: '1', ...env, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  if (child.pid === undefined) throw new Error('the server could not be started');
  const processGroup = child.pid;
  const origin = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${origin}/api/v1/websites.json`, child, 900_000);
  return {
    port,
    origin,
    processGroup,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-processGroup, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
      if (child.exitCode === null) process.kill(-processGroup, 'SIGKILL');
    },
  };
}
