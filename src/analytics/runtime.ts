import { getDb } from '../db';
import { env } from '../env';
import { log } from '../lib/log';
import type { OutboxWorker } from '../outbox/worker';
import { startEventWorker } from './worker';

/**
 * The server process's one analytics event worker, on globalThis like the lead worker
 * (src/leads/delivery/runtime.ts), with the lead delivery settings: the same retry policy,
 * lease and poll, and `LEAD_WORKER=off` stops both.
 */
const KEY = Symbol.for('forecourt.analyticsEventWorker');
type Holder = { [KEY]?: OutboxWorker };
const holder = globalThis as Holder;

export function startAnalyticsDelivery(): void {
  const config = env();
  if (config.LEAD_WORKER === 'off' || holder[KEY]) return;
  const worker = startEventWorker({
    getDb,
    policy: { baseMs: config.LEAD_RETRY_BASE_MS, capMs: config.LEAD_RETRY_CAP_MS, windowMs: config.LEAD_RETRY_WINDOW_HOURS * 3_600_000 },
    pollMs: config.LEAD_WORKER_POLL_MS,
    leaseMs: config.LEAD_CLAIM_LEASE_MS,
  });
  holder[KEY] = worker;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void worker.stop().then(() => log.info({ signal }, 'analytics event worker stopped'));
    });
  }
}

/** An event was just queued: send it now rather than at the next poll. */
export function wakeAnalyticsDelivery(): void {
  holder[KEY]?.wake();
}
