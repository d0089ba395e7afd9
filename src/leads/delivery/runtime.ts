import { getDb } from '../../db';
import { env } from '../../env';
import { log } from '../../lib/log';
import { startDeliveryWorker, type DeliveryWorker } from './worker';

/**
 * The server process's one delivery worker (docs/decisions/007-lead-delivery.md). Route handlers
 * and instrumentation may be separate bundles with separate module copies, so the worker lives
 * on globalThis where every copy finds it.
 */
const KEY = Symbol.for('forecourt.leadDeliveryWorker');
type Holder = { [KEY]?: DeliveryWorker };
const holder = globalThis as Holder;

export function startLeadDelivery(): void {
  const config = env();
  if (config.LEAD_WORKER === 'off' || holder[KEY]) return;
  const worker = startDeliveryWorker({
    getDb,
    policy: { baseMs: config.LEAD_RETRY_BASE_MS, capMs: config.LEAD_RETRY_CAP_MS, windowMs: config.LEAD_RETRY_WINDOW_HOURS * 3_600_000 },
    pollMs: config.LEAD_WORKER_POLL_MS,
    leaseMs: config.LEAD_CLAIM_LEASE_MS,
  });
  holder[KEY] = worker;
  log.info({ retryBaseMs: config.LEAD_RETRY_BASE_MS, pollMs: config.LEAD_WORKER_POLL_MS }, 'lead delivery worker started');
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      // Stops claiming; a send cut short by the exit is sent again after its lease (same lead id).
      void worker.stop().then(() => log.info({ signal }, 'lead delivery worker stopped'));
    });
  }
}

/** A lead was just completed: deliver it now rather than at the next poll. */
export function wakeLeadDelivery(): void {
  holder[KEY]?.wake();
}
