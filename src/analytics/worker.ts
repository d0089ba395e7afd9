import 'server-only';
import type { Db } from '../db/client';
import { claimDueEvents, markEventDelivered, markEventFailed, msUntilNextEvent, purgeDeliveredEvents, type ClaimedEvent } from '../db/queries/analytics-events';
import type { AnalyticsEventPayload } from '../domain/visitor/event';
import { PURGE_BATCH_SIZE, purgeDue, type LastPurge } from '../domain/purge-schedule';
import { retentionCutoff } from '../domain/visitor/retention';
import { log } from '../lib/log';
import { afterFailure, type BackoffPolicy } from '../outbox/backoff';
import { describeError, startOutboxWorker, type OutboxWorker } from '../outbox/worker';
import { postAnalyticsEvent } from './send';

/**
 * The analytics event worker: the lead outbox's claim, lease, backoff and dead-letter rules
 * (docs/decisions/007-lead-delivery.md) over analytics_events. One log line per failed attempt;
 * delivered events are logged at debug, being many. Now and then a pass also deletes events
 * delivered long ago (src/domain/visitor/retention.ts).
 */
export type EventWorkerOptions = {
  getDb: () => Promise<Db>;
  policy: BackoffPolicy;
  pollMs: number;
  leaseMs: number;
  batchSize?: number;
  send?: (endpoint: string, eventId: string, payload: AnalyticsEventPayload) => Promise<void>;
};

export function startEventWorker(options: EventWorkerOptions): OutboxWorker {
  const send = options.send ?? postAnalyticsEvent;

  async function attempt(db: Db, event: ClaimedEvent): Promise<void> {
    const fields = { event: event.eventId, name: event.payload.event, site: event.payload.website_slug, attempt: event.attempts };
    try {
      await send(event.endpoint, event.eventId, event.payload);
      await markEventDelivered(db, event.id);
      log.debug({ ...fields, outcome: 'delivered' }, 'analytics event attempt');
    } catch (error) {
      const decision = afterFailure(event.attempts, Date.now() - event.queuedAt.getTime(), options.policy);
      const retryInMs = decision.kind === 'retry' ? decision.delayMs : null;
      await markEventFailed(db, event.id, describeError(error), retryInMs).catch((markError: unknown) =>
        log.error({ ...fields, err: describeError(markError) }, 'analytics event outcome not recorded'),
      );
      // Analytics are best effort: a receiver that is down would otherwise fill the warnings with
      // one line per event per attempt. A failed try is information; only giving up is a warning.
      log[decision.kind === 'dead' ? 'warn' : 'info'](
        { ...fields, outcome: decision.kind === 'dead' ? 'dead-lettered' : 'failed', retryInMs, err: describeError(error) },
        'analytics event attempt',
      );
    }
  }

  let lastPurge: LastPurge = null;

  async function purge(db: Db): Promise<void> {
    const now = Date.now();
    if (!purgeDue(lastPurge, now)) return;
    const deleted = await purgeDeliveredEvents(db, retentionCutoff(new Date(now)), PURGE_BATCH_SIZE);
    lastPurge = { at: now, deleted };
    if (deleted > 0) log.info({ deleted }, 'delivered analytics events purged');
  }

  async function runBatch(db: Db, limit: number): Promise<number> {
    const claimed = await claimDueEvents(db, limit, options.leaseMs);
    await Promise.all(claimed.map((event) => attempt(db, event)));
    await purge(db);
    return claimed.length;
  }

  return startOutboxWorker({ name: 'analytics event', runBatch, msUntilNextDue: msUntilNextEvent }, { getDb: options.getDb, pollMs: options.pollMs, batchSize: options.batchSize });
}
