import 'server-only';
import type { Db } from '../../db/client';
import { destinationById, requeueDeadLetters } from '../../db/queries/delivery-health';
import { authorize, ConsoleNotFoundError, dealershipsAllowing, type StaffActor } from '../../domain/console/access';
import { wakeLeadDelivery } from '../../leads/delivery/runtime';
import { recordAudit } from '../audit';

/**
 * Resends dead letters (issue 31): every dead delivery of one destination, or of one lead (the
 * lead page's resend). They go back in the outbox, due now with their attempts counted afresh,
 * and the delivery worker is woken. Shared by the delivery-health page and the leads pages: one
 * way to resend. Answers how many deliveries were queued again.
 */
export async function resendDeadLetters(actor: StaffActor, db: Db, scope: { destinationId: number } | { leadId: number }, wake: () => void = wakeLeadDelivery): Promise<number> {
  let dealershipIds: number[];
  if ('destinationId' in scope) {
    const destination = await destinationById(db, scope.destinationId);
    if (!destination) throw new ConsoleNotFoundError();
    authorize(actor, 'delivery.manage', destination.dealershipId);
    dealershipIds = [destination.dealershipId];
  } else {
    dealershipIds = dealershipsAllowing(actor, 'delivery.manage');
  }
  const count = await db.transaction(async (tx) => {
    const queued = await requeueDeadLetters(tx, scope, dealershipIds);
    if (queued > 0) {
      const [entity, entityId] = 'destinationId' in scope ? ['lead_destination', scope.destinationId] : ['lead', scope.leadId];
      await recordAudit(tx, actor, { dealershipId: dealershipIds.length === 1 ? dealershipIds[0]! : null, action: 'delivery.resend', entity, entityId, after: { queued } });
    }
    return queued;
  });
  if (count > 0) wake();
  return count;
}
