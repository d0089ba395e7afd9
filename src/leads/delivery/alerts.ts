import 'server-only';
import type { Db } from '../../db/client';
import { claimDeliveryAlert, clearDeliveryAlerts, failingDestinations, ownerEmails } from '../../db/queries/delivery-health';
import { ALERT_AFTER_FAILING_MS, alertEmail } from '../../domain/delivery/alert';
import { log } from '../../lib/log';

export type SendAlert = (message: { to: string[]; subject: string; text: string; messageId: string }) => Promise<unknown>;

/**
 * Tells the owners of each dealership whose destination is in trouble, once: the standing alert is
 * a row per destination (claimed before the email goes, so two processes never both send it),
 * removed when the destination recovers. Answers how many destinations were newly alerted.
 */
export async function checkDeliveryAlerts(db: Db, options: { now: Date; consoleUrl: string; send: SendAlert }): Promise<number> {
  const failing = await failingDestinations(db, new Date(options.now.getTime() - ALERT_AFTER_FAILING_MS));
  await clearDeliveryAlerts(db, failing.map((f) => f.destinationId));
  let alerted = 0;
  for (const destination of failing) {
    if (!(await claimDeliveryAlert(db, destination))) continue;
    alerted++;
    const owners = await ownerEmails(db, destination.dealershipId);
    if (owners.length === 0) continue;
    const email = alertEmail({ target: destination.target, reason: destination.reason, consoleUrl: options.consoleUrl });
    try {
      await options.send({ to: owners, ...email, messageId: `<delivery-alert-${destination.destinationId}-${options.now.getTime()}@forecourt.localhost>` });
    } catch (error) {
      // The console's banner still shows the alert; the email is not tried again for this spell.
      log.error({ err: error, destination: destination.destinationId }, 'delivery alert email not sent');
    }
  }
  return alerted;
}
