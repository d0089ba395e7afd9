import 'server-only';
import { cancelBooking, moveBooking } from '../bookings/changes';
import type { Db } from '../db/client';
import { bookingsOfDealership, type StoredBooking } from '../db/queries/bookings';
import { localStart } from '../domain/bookings/booking-text';
import { bookingIdSchema, bookingMoveSchema, type DealerBookingJson } from '../domain/validation/dealer-bookings';
import { fieldErrors } from '../domain/validation/field-errors';
import { NotFoundError, ValidationError } from '../lib/errors';
import { BOOKING_NOT_FOUND_MESSAGE } from '../bookings/messages';
import type { DealerPrincipal } from './auth';

/**
 * The dealer API's booking calls: the dealership's coming bookings, cancelling one (its place is
 * free again) and moving one to another free slot. Another dealership's booking is not found.
 */

const UPCOMING_LIMIT = 500;

function bookingJson(booking: StoredBooking): DealerBookingJson {
  return {
    id: booking.id,
    kind: booking.kind as DealerBookingJson['kind'],
    status: booking.status as DealerBookingJson['status'],
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    time_zone: booking.timeZone,
    local_start: localStart(booking),
    location_id: booking.locationId,
  };
}

function bookingId(raw: string): number {
  const parsed = bookingIdSchema.safeParse(raw);
  // A malformed id names no booking: not found, like another dealership's.
  if (!parsed.success) throw new NotFoundError(BOOKING_NOT_FOUND_MESSAGE);
  return parsed.data;
}

/** Bookings from now on (cancelled ones too, so a dealer's system sees the change), soonest first. */
export async function listBookings(db: Db, principal: DealerPrincipal, now: Date): Promise<{ bookings: DealerBookingJson[] }> {
  const rows = await bookingsOfDealership(db, principal.dealershipId, now, UPCOMING_LIMIT);
  return { bookings: rows.map(bookingJson) };
}

export async function cancelDealerBooking(db: Db, principal: DealerPrincipal, rawId: string): Promise<DealerBookingJson> {
  return bookingJson(await cancelBooking(db, [principal.dealershipId], bookingId(rawId)));
}

export async function moveDealerBooking(db: Db, principal: DealerPrincipal, rawId: string, body: unknown, now: Date): Promise<DealerBookingJson> {
  const id = bookingId(rawId);
  const parsed = bookingMoveSchema.safeParse(body);
  if (!parsed.success) throw new ValidationError('The move is not valid.', fieldErrors(parsed.error));
  return bookingJson(await moveBooking(db, [principal.dealershipId], id, parsed.data.local_start, now, 'local_start'));
}
