import 'server-only';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { bookingOfLead } from '../../db/queries/bookings';
import { cancelBooking, moveBooking } from '../../bookings/changes';
import { authorize, type StaffActor } from '../../domain/console/access';
import { localSlot } from '../../domain/console/lead-booking';
import { fieldErrors } from '../../domain/validation/field-errors';
import { ValidationError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { findLeadFor } from './lead-page';

/**
 * A booking lead's slot, from the lead's page (issue 27: "the dealer's API and the console can
 * cancel or move it"): the same changes as the dealer API (src/bookings/changes.ts), checked
 * against the actor's role at the lead's dealership and recorded in the audit log.
 */
async function leadsBooking(db: Db, actor: StaffActor, leadId: string) {
  const { row } = await findLeadFor(db, actor, leadId);
  authorize(actor, 'leads.work', row.dealership_id);
  const booking = await bookingOfLead(db, row.id);
  if (!booking) throw new ValidationError('This lead holds no booking.');
  return { row, booking };
}

export async function cancelLeadBooking(db: Db, actor: StaffActor, leadId: string): Promise<void> {
  const { row, booking } = await leadsBooking(db, actor, leadId);
  await db.transaction(async (tx) => {
    const after = await cancelBooking(tx, [row.dealership_id], booking.id);
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'booking.cancel', entity: 'booking', entityId: String(booking.id), before: { status: booking.status }, after: { status: after.status } });
  });
}

const moveInputSchema = z.object({ startsAt: z.string({ error: 'Choose a day and time.' }).trim().min(1, 'Choose a day and time.') });

export async function moveLeadBooking(db: Db, actor: StaffActor, leadId: string, input: unknown, now = new Date()): Promise<void> {
  const parsed = moveInputSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError('Check the highlighted fields.', fieldErrors(parsed.error));
  const { row, booking } = await leadsBooking(db, actor, leadId);
  await db.transaction(async (tx) => {
    const after = await moveBooking(tx, [row.dealership_id], booking.id, parsed.data.startsAt, now, 'startsAt');
    await recordAudit(tx, actor, { dealershipId: row.dealership_id, action: 'booking.move', entity: 'booking', entityId: String(booking.id), before: { at: localSlot(booking) }, after: { at: localSlot(after) } });
  });
}
