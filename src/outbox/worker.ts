import type { Db } from '../db/client';
import { log } from '../lib/log';

/**
 * The loop shared by the lead delivery worker and the analytics event worker
 * (docs/decisions/007-lead-delivery.md): work due rows in batches until none is left, then
 * sleep until the next row falls due or the poll interval ends, whichever is sooner. A wake
 * (something was just queued) starts a pass at once; a pass under way is never run twice.
 */
export type Outbox = {
  /** For log lines: 'lead delivery', 'analytics event'. */
  name: string;
  /** Claims up to `limit` due rows, sends each and records the outcome; the number claimed. */
  runBatch: (db: Db, limit: number) => Promise<number>;
  msUntilNextDue: (db: Db) => Promise<number | null>;
};

export type OutboxWorker = {
  /** Look for work now (a row was just queued). */
  wake: () => void;
  /** Stops claiming; resolves when the sends under way have been recorded. */
  stop: () => Promise<void>;
  /** One pass: claims and works one batch; the number claimed. */
  runOnce: () => Promise<number>;
};

export type OutboxWorkerOptions = { getDb: () => Promise<Db>; pollMs: number; batchSize?: number };

const DEFAULT_BATCH = 30;

/** An attempt's error as its row records it: the message, cut to what the column keeps. */
export function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

export function startOutboxWorker(outbox: Outbox, options: OutboxWorkerOptions): OutboxWorker {
  const batchSize = options.batchSize ?? DEFAULT_BATCH;
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let wakeRequested = false;

  async function runOnce(): Promise<number> {
    return outbox.runBatch(await options.getDb(), batchSize);
  }

  function schedule(ms: number): void {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(tick, ms);
    // The worker alone never keeps the process alive.
    timer.unref();
  }

  async function loop(): Promise<void> {
    let claimed = 0;
    do {
      wakeRequested = false;
      claimed = await runOnce();
    } while (!stopped && (claimed === batchSize || wakeRequested));
    const nextDue = await outbox.msUntilNextDue(await options.getDb());
    schedule(nextDue === null ? options.pollMs : Math.min(options.pollMs, Math.max(10, nextDue)));
  }

  function tick(): void {
    if (stopped) return;
    if (running) {
      wakeRequested = true;
      return;
    }
    running = loop()
      .catch((error: unknown) => {
        log.error({ err: error }, `${outbox.name} worker pass failed`);
        schedule(options.pollMs);
      })
      .finally(() => {
        running = null;
      });
  }

  schedule(0);
  return {
    wake: () => {
      if (!stopped) schedule(0);
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
