import { startBackgroundWorker, wakeBackgroundWorker } from '../../outbox/runtime';
import { startDeliveryWorker } from './worker';

/** The server process's one lead delivery worker (docs/decisions/007-lead-delivery.md). */
const KEY = 'forecourt.leadDeliveryWorker';

export function startLeadDelivery(): void {
  startBackgroundWorker(KEY, 'lead delivery', startDeliveryWorker);
}

/** A lead was just completed: deliver it now rather than at the next poll. */
export function wakeLeadDelivery(): void {
  wakeBackgroundWorker(KEY);
}
