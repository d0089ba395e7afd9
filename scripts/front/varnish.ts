import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs Varnish in front of the app with the repository's VCL (deploy/varnish/forecourt.vcl), its
 * backend pointed at the app's port. Used by `npm run front:varnish`, the browser tests and
 * `npm run bench:pages --front varnish`.
 */
const VCL = path.resolve(import.meta.dirname, '../../deploy/varnish/forecourt.vcl');
const BACKEND = /(backend app \{\s*\.host = ")[^"]*(";\s*\.port = ")[^"]*(";)/;

export type Varnish = {
  port: number;
  origin: string;
  /** The process group varnishd's manager and child run in. */
  processGroup: number;
  /** Varnish's counters (`varnishstat -1`), by name: `MAIN.cache_hit`, `MAIN.n_gunzip`, ... */
  counters: () => Record<string, number>;
  stop: () => Promise<void>;
};
export type VarnishOptions = {
  appPort: number;
  port: number;
  /** The address to listen on; 127.0.0.1 unless the front must be reached from other machines. */
  listen?: string;
  appHost?: string;
  /** Purges must carry this bearer token (FRONT_PURGE_TOKEN in varnishd's environment). */
  token?: string;
  storage?: string;
  /** Where varnishd's output goes; the caller's by default. */
  output?: 'inherit' | 'ignore';
};

export function varnishInstalled(): boolean {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0;
}

/** The repository's VCL with the backend set to the app. */
function forecourtVcl(appHost: string, appPort: number): string {
  const vcl = fs.readFileSync(VCL, 'utf8');
  if (!BACKEND.test(vcl)) throw new Error(`${VCL}: no "backend app" with .host and .port to point at the app`);
  return vcl.replace(BACKEND, `$1${appHost}$2${appPort}$3`);
}

async function listening(port: number, deadlineMs: number, exited: () => boolean): Promise<void> {
  while (Date.now() < deadlineMs) {
    if (exited()) throw new Error('varnishd exited before listening');
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`varnishd did not listen on ${port}`);
}

/**
 * varnishd in the foreground (-F) with its working directory in a temporary folder. `-j none`: as
 * root, Varnish's default jail would switch to the `varnish` user, which cannot enter a folder made
 * by another user; as any other user, `none` is the only jail there is.
 */
export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-varnish-'));
  const vclFile = path.join(dir, 'forecourt.vcl');
  fs.writeFileSync(vclFile, forecourtVcl(options.appHost ?? '127.0.0.1', options.appPort));
  const args = ['-F', '-j', 'none', '-n', path.join(dir, 'work'), '-a', `${options.listen ?? '127.0.0.1'}:${options.port}`, '-f', vclFile, '-s', options.storage ?? 'malloc,64m'];
  const env = { ...process.env };
  if (options.token) env.FRONT_PURGE_TOKEN = options.token;
  else delete env.FRONT_PURGE_TOKEN;
  const child = spawn('varnishd', args, { env, stdio: ['ignore', options.output ?? 'inherit', options.output ?? 'inherit'], detached: true });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      const exited = new Promise((r) => child.once('exit', r));
      process.kill(-child.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid, 'SIGKILL');
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(options.port, Date.now() + 30_000, () => child.exitCode !== null);
  } catch (error) {
    await stop();
    throw error;
  }
  const counters = () => {
    const listing = spawnSync('varnishstat', ['-n', path.join(dir, 'work'), '-1'], { encoding: 'utf8' });
    if (listing.status !== 0) throw new Error(`varnishstat failed: ${listing.stderr}`);
    return Object.fromEntries(
      listing.stdout.split('\n').flatMap((line) => {
        const [name, value] = line.trim().split(/\s+/);
        return name && value !== undefined ? [[name, Number(value)]] : [];
      }),
    );
  };
  return { port: options.port, origin: `http://127.0.0.1:${options.port}`, processGroup: child.pid ?? 0, counters, stop };
}
