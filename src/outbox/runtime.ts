import 'server-only';
import { getDb } from '../db';
import type { Db } from '../db/client';
import { env } from '../env';
import { log } from '../lib/log';
import type { BackoffPolicy } from './backoff';
import { backgroundWorkersOn } from './switch';
import type { OutboxWorker } from './worker';

/** What every outbox worker of the server process runs with: the lead delivery settings (docs/decisions/007-lead-delivery.md). */
export type OutboxSettings = { getDb: () => Promise<Db>; policy: BackoffPolicy; pollMs: number; leaseMs: number };

type Holder = Record<symbol, OutboxWorker | undefined>;
const holder = globalThis as Holder;

/**
 * Starts one of the server process's outbox workers, once. Route handlers and instrumentation may
 * be separate bundles with separate module copies, so the worker lives on globalThis under `key`
 * where every copy finds it. `BACKGROUND_WORKERS=off` (src/outbox/switch.ts) starts none.
 */
export function startBackgroundWorker(key: string, name: string, start: (settings: OutboxSettings) => OutboxWorker): void {
  const config = env();
  const slot = Symbol.for(key);
  if (!backgroundWorkersOn(config) || holder[slot]) return;
  const worker = start({
    getDb,
    policy: { baseMs: config.LEAD_RETRY_BASE_MS, capMs: config.LEAD_RETRY_CAP_MS, windowMs: config.LEAD_RETRY_WINDOW_HOURS * 3_600_000 },
    pollMs: config.LEAD_WORKER_POLL_MS,
    leaseMs: config.LEAD_CLAIM_LEASE_MS,
  });
  holder[slot] = worker;
  log.info({ retryBaseMs: config.LEAD_RETRY_BASE_MS, pollMs: config.LEAD_WORKER_POLL_MS }, `${name} worker started`);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // Stops claiming; a send cut short by the exit is sent again after its lease (same row id).
      void worker.stop().then(() => log.info({ signal }, `${name} worker stopped`));
    });
  }
}

/** Something was just queued for the worker under `key`: work it now rather than at the next poll. */
export function wakeBackgroundWorker(key: string): void {
  holder[Symbol.for(key)]?.wake();
}
