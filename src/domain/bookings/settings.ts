/**
 * What a dealership offers for bookings (docs/decisions/036-booking-slots.md): one set of settings
 * per kind, kept as data per dealership, with these defaults for a dealership that has set none.
 */

export type BookingKind = 'test-drive' | 'service';

/** A dealership's settings for one kind, as stored. */
export type BookingSettings = {
  /** Length of one slot; slots are laid from opening time. */
  slotMinutes: number;
  /** No slot starts sooner than this after now. */
  leadMinutes: number;
  /** Slots are offered on this many calendar days, today first. */
  horizonDays: number;
  /** Test drives: demonstrator cars and the staff who ride along; a drive needs one of each. */
  cars: number;
  staff: number;
  /** Service: workshop bays. */
  bays: number;
};

export const DEFAULT_BOOKING_SETTINGS: Readonly<Record<BookingKind, BookingSettings>> = {
  'test-drive': { slotMinutes: 30, leadMinutes: 120, horizonDays: 14, cars: 1, staff: 1, bays: 0 },
  service: { slotMinutes: 30, leadMinutes: 120, horizonDays: 14, cars: 0, staff: 0, bays: 2 },
};

/** Places in one slot: a test drive takes a car and a staff member, a service a bay. */
export function capacityOf(kind: BookingKind, settings: BookingSettings): number {
  return kind === 'test-drive' ? Math.max(0, Math.min(settings.cars, settings.staff)) : Math.max(0, settings.bays);
}

const KIND_OF_CATEGORY: Readonly<Record<string, BookingKind>> = { 'test-drive': 'test-drive', 'service-booking': 'service' };

/** The booking a lead of this category holds, if it is a booking form's lead. */
export function bookingKindOf(category: string | null | undefined): BookingKind | null {
  return KIND_OF_CATEGORY[category ?? ''] ?? null;
}
