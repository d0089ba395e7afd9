import 'server-only';
import type { Db } from '../db/client';
import { findBookingForUpdate, releasePlace, takePlace, updateBooking, type StoredBooking } from '../db/queries/bookings';
import { locationsOfDealerships } from '../db/queries/locations';
import type { BookingKind } from '../domain/bookings/settings';
import { slotAt } from '../domain/bookings/slots';
import { ConflictError, NotFoundError, ValidationError } from '../lib/errors';
import { BOOKING_CANCELLED_MESSAGE, BOOKING_NOT_FOUND_MESSAGE, SLOT_TAKEN_MESSAGE, SLOT_UNAVAILABLE_MESSAGE } from './messages';
import { slotQueryFor } from './available';

/**
 * A dealer's changes to a booking (the dealer API and the console's lead page): cancel gives the
 * place back; move takes a place in the new slot before giving the old one back. Each caller
 * passes the dealerships it may act for; anyone else's booking is not found.
 */

export async function cancelBooking(db: Db, dealershipIds: readonly number[], id: number): Promise<StoredBooking> {
  return db.transaction(async (tx) => {
    const booking = await findBookingForUpdate(tx, dealershipIds, id);
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND_MESSAGE);
    if (booking.status === 'cancelled') return booking;
    await releasePlace(tx, booking);
    return updateBooking(tx, booking.id, { status: 'cancelled' });
  });
}

/** Moves a booking to another free slot of its location ('YYYY-MM-DDTHH:MM' at the location). */
export async function moveBooking(db: Db, dealershipIds: readonly number[], id: number, local: string, now: Date, field = 'starts_at'): Promise<StoredBooking> {
  return db.transaction(async (tx) => {
    const booking = await findBookingForUpdate(tx, dealershipIds, id);
    if (!booking) throw new NotFoundError(BOOKING_NOT_FOUND_MESSAGE);
    if (booking.status === 'cancelled') throw new ConflictError(BOOKING_CANCELLED_MESSAGE);
    const [location] = (await locationsOfDealerships(tx, [booking.dealershipId])).filter((l) => l.id === booking.locationId);
    if (!location) throw new ValidationError(SLOT_UNAVAILABLE_MESSAGE, { [field]: [SLOT_UNAVAILABLE_MESSAGE] });
    const kind = booking.kind as BookingKind;
    const query = await slotQueryFor(tx, location, kind, location.timeZone ?? booking.timeZone, now);
    const slot = slotAt(query, local);
    if (!slot) throw new ValidationError(SLOT_UNAVAILABLE_MESSAGE, { [field]: [SLOT_UNAVAILABLE_MESSAGE] });
    if (slot.startsAt === booking.startsAt.getTime()) return booking;
    const startsAt = new Date(slot.startsAt);
    if (!(await takePlace(tx, { locationId: location.id, kind, startsAt, capacity: query.capacity }))) {
      throw new ValidationError(SLOT_TAKEN_MESSAGE, { [field]: [SLOT_TAKEN_MESSAGE] });
    }
    await releasePlace(tx, booking);
    return updateBooking(tx, booking.id, { startsAt, endsAt: new Date(slot.endsAt) });
  });
}
