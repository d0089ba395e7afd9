import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { openDatabase } from '../../src/db/client';
import { dealerships, leadDestinations } from '../../src/db/schema';
import { DEMO_SITES_DATE, readDemoSiteFiles } from '../../src/seed/demo-site-files';
import { get } from './http';

/**
 * The production server as a user starts it (`npm start`), in its own process group so a test
 * can kill the whole tree at once, on its own port and database.
 */
const root = path.resolve(import.meta.dirname, '../..');

export type DatabaseTarget = { pgliteDir: string } | { databaseUrl: string };

// The tests run on the demo network: on PostgreSQL it is seeded only when asked for (SEED_DEMO).
function databaseEnv(target: DatabaseTarget): Record<string, string> {
  return 'pgliteDir' in target ? { PGLITE_DIR: target.pgliteDir, DATABASE_URL: '' } : { DATABASE_URL: target.databaseUrl, SEED_DEMO: '1' };
}

/** Migrates and seeds the database, as `npm start` would, so the test can adjust it first. */
export function prepareDatabase(target: DatabaseTarget): void {
  const run = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/prepare-db.ts'], {
    cwd: root,
    env: { ...process.env, ...databaseEnv(target) },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`prepare-db failed: ${run.stderr || run.stdout}`);
}

/** The demo dealership whose site file (data/sites) lists CRM webhooks. */
function webhookDealership(): string {
  const dealership = readDemoSiteFiles(DEMO_SITES_DATE)
    .flatMap((f) => f.dealerships)
    .find((d) => d.leadDestinations.some((l) => l.kind === 'webhook'));
  if (!dealership) throw new Error('no demo dealership has a webhook destination');
  return dealership.slug;
}

/**
 * Aims the demo dealership's lead destinations at local receivers: its email destination stays
 * (SMTP_URL decides the mail server) and both webhooks are switched on at `webhookBase`. Data,
 * as a dealer would change it.
 */
export async function aimDemoDestinations(target: DatabaseTarget, webhookBase: string): Promise<void> {
  const handle = 'pgliteDir' in target ? await openDatabase({ dataDir: target.pgliteDir }) : await openDatabase({ databaseUrl: target.databaseUrl });
  try {
    const slug = webhookDealership();
    const [dealer] = await handle.db.select({ id: dealerships.id }).from(dealerships).where(eq(dealerships.slug, slug));
    if (!dealer) throw new Error(`no ${slug} dealership`);
    for (const format of ['adf', 'json']) {
      await handle.db
        .update(leadDestinations)
        .set({ target: `${webhookBase}/${format}`, enabled: true })
        .where(and(eq(leadDestinations.dealershipId, dealer.id), eq(leadDestinations.kind, 'webhook'), eq(leadDestinations.format, format)));
    }
  } finally {
    await handle.close();
  }
}

export type ServerProcess = {
  child: ChildProcess;
  exited: Promise<number | null>;
  /** Signals the whole process group (npm, tsx, next). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves once no process of the group is left (the next server can outlive npm by a moment). */
  gone: () => Promise<void>;
  output: () => string;
};

export function startServer(port: number, target: DatabaseTarget, env: Record<string, string>): ServerProcess {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, ...databaseEnv(target), ...env, PORT: String(port), NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    kill: (signal) => {
      try {
        if (child.pid) process.kill(-child.pid, signal);
      } catch {
        // The group is already gone.
      }
    },
    gone: async () => {
      await exited;
      for (let i = 0; i < 200 && child.pid && groupAlive(child.pid); i++) await new Promise((resolve) => setTimeout(resolve, 50));
    },
    output: () => log,
  };
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function waitForServer(port: number, server: ServerProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let exited = false;
  void server.exited.then(() => (exited = true));
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited before answering:\n${server.output()}`);
    const answer = await get(`http://127.0.0.1:${port}/api/v1/websites.json`).catch(() => null);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

/** A fresh database on the PostgreSQL server at `serverUrl`, for one server process; `drop` removes it. */
export async function temporaryPostgresDatabase(serverUrl: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `forecourt_proc_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
