import { startBackgroundWorker, wakeBackgroundWorker } from '../outbox/runtime';
import { startEventWorker } from './worker';

/** The server process's one analytics event worker, with the lead delivery settings (src/outbox/runtime.ts). */
const KEY = 'forecourt.analyticsEventWorker';

export function startAnalyticsDelivery(): void {
  startBackgroundWorker(KEY, 'analytics event', startEventWorker);
}

/** An event was just queued: send it now rather than at the next poll. */
export function wakeAnalyticsDelivery(): void {
  wakeBackgroundWorker(KEY);
}
