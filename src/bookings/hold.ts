import 'server-only';
import type { Db } from '../db/client';
import { insertBooking, takePlace, type StoredBooking } from '../db/queries/bookings';
import type { BookingKind } from '../domain/bookings/settings';
import { slotAt } from '../domain/bookings/slots';
import type { Location } from '../domain/types';
import { ValidationError } from '../lib/errors';
import { SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from './messages';
import { slotQueryFor } from './available';

export type HoldRequest = {
  location: Location;
  kind: BookingKind;
  timeZone: string;
  /** The chosen slot as the location's wall time, 'YYYY-MM-DDTHH:MM'. */
  local: string;
  leadId: number | null;
  now: Date;
  /** The form field the answer's message belongs to. */
  field: string;
};

/**
 * Books a place in the chosen slot, inside the caller's transaction, so a lead and its booking
 * are stored together or not at all. A time the location does not offer, or whose last place
 * another shopper has just taken, is refused with a message on the field.
 */
export async function holdSlot(tx: Db, request: HoldRequest): Promise<StoredBooking> {
  const { location, kind } = request;
  const query = await slotQueryFor(tx, location, kind, request.timeZone, request.now);
  const slot = slotAt(query, request.local);
  if (!slot) throw new ValidationError(SLOT_UNAVAILABLE_MESSAGE, { [request.field]: [SLOT_UNAVAILABLE_MESSAGE] });
  const startsAt = new Date(slot.startsAt);
  const taken = await takePlace(tx, { locationId: location.id, kind, startsAt, capacity: query.capacity });
  if (!taken) throw new ValidationError(SLOT_TAKEN_MESSAGE, { [request.field]: [SLOT_TAKEN_MESSAGE] });
  return insertBooking(tx, {
    dealershipId: location.dealershipId,
    locationId: location.id,
    kind,
    startsAt,
    endsAt: new Date(slot.endsAt),
    timeZone: request.timeZone,
    leadId: request.leadId,
  });
}
