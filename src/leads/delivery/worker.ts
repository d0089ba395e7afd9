import 'server-only';
import type { Db } from '../../db/client';
import { claimDueDeliveries, markDelivered, markFailed, msUntilNextDue, type ClaimedDelivery } from '../../db/queries/lead-deliveries';
import { loadLeadMessage } from '../../db/queries/lead-messages';
import { log } from '../../lib/log';
import { afterFailure, type BackoffPolicy } from '../../outbox/backoff';
import { deliverLead, type Destination } from './deliver';
import type { LeadMessage } from '../../domain/lead-message';
import { describeError, startOutboxWorker, type OutboxWorker } from '../../outbox/worker';
import { env } from '../../env';
import { checkDeliveryAlerts } from './alerts';
import { sendShopperEmail } from './email';

/** How often the standing alerts are looked at when no delivery failed (a long failure alerts without a new attempt). */
const ALERT_CHECK_MS = 60_000;

function consoleUrl(): string {
  const { PLATFORM_HOSTS, PORT } = env();
  const host = PLATFORM_HOSTS[0] ?? 'localhost';
  return host === 'localhost' ? `http://localhost:${PORT}/console/site` : `https://${host}/console/site`;
}

/**
 * The delivery worker: claims due outbox rows, sends each, and records the outcome. A claim
 * counts the attempt and leases the row before anything is sent, so a crash mid-send leaves a
 * row that is sent again only after its lease ends, carrying the same lead id for the receiver
 * to de-duplicate. One log line per attempt.
 */
export type WorkerOptions = {
  getDb: () => Promise<Db>;
  policy: BackoffPolicy;
  pollMs: number;
  leaseMs: number;
  batchSize?: number;
  send?: (lead: LeadMessage, destination: Destination) => Promise<void>;
};

export type DeliveryWorker = OutboxWorker;

export function startDeliveryWorker(options: WorkerOptions): DeliveryWorker {
  const send = options.send ?? deliverLead;

  let lastAlertCheck = 0;

  async function attempt(db: Db, delivery: ClaimedDelivery, loadLead: (id: number) => Promise<LeadMessage | null>): Promise<boolean> {
    const started = Date.now();
    // No request is behind a delivery, so its lines carry the lead's site but no request id.
    const fields: Record<string, unknown> = { delivery: delivery.id, lead: delivery.leadId, destination: delivery.destination.id, kind: delivery.destination.kind, attempt: delivery.attempts };
    try {
      const lead = await loadLead(delivery.leadId);
      if (!lead) throw new Error('lead not found');
      fields.site = lead.website.slug;
      await send(lead, delivery.destination);
      await markDelivered(db, delivery.id);
      log.info({ ...fields, ms: Date.now() - started, outcome: 'delivered' }, 'lead delivery attempt');
      return true;
    } catch (error) {
      const decision = afterFailure(delivery.attempts, Date.now() - delivery.queuedAt.getTime(), options.policy);
      const retryInMs = decision.kind === 'retry' ? decision.delayMs : null;
      await markFailed(db, delivery.id, describeError(error), retryInMs).catch((markError: unknown) =>
        // The lease runs out and the row is claimed again, so nothing is lost.
        log.error({ ...fields, err: describeError(markError) }, 'lead delivery outcome not recorded'),
      );
      const outcome = decision.kind === 'dead' ? 'dead-lettered' : 'failed';
      log[decision.kind === 'dead' ? 'error' : 'warn']({ ...fields, ms: Date.now() - started, outcome, retryInMs, err: describeError(error) }, 'lead delivery attempt');
      return false;
    }
  }

  async function alertIfDue(db: Db, failed: boolean): Promise<void> {
    if (!failed && Date.now() - lastAlertCheck < ALERT_CHECK_MS) return;
    lastAlertCheck = Date.now();
    await checkDeliveryAlerts(db, {
      now: new Date(),
      consoleUrl: consoleUrl(),
      send: sendShopperEmail,
    }).catch((error: unknown) => log.error({ err: describeError(error) }, 'delivery alerts not checked'));
  }

  async function runBatch(db: Db, limit: number): Promise<number> {
    const claimed = await claimDueDeliveries(db, limit, options.leaseMs);
    // A lead usually goes to several destinations in one batch: it is read once.
    const leads = new Map<number, Promise<LeadMessage | null>>();
    const loadLead = (id: number) => {
      let lead = leads.get(id);
      if (!lead) leads.set(id, (lead = loadLeadMessage(db, id)));
      return lead;
    };
    const outcomes = await Promise.all(claimed.map((delivery) => attempt(db, delivery, loadLead)));
    await alertIfDue(db, outcomes.includes(false));
    return claimed.length;
  }

  return startOutboxWorker({ name: 'lead delivery', runBatch, msUntilNextDue }, { getDb: options.getDb, pollMs: options.pollMs, batchSize: options.batchSize });
}
