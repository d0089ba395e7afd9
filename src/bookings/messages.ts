/** What shoppers and dealers read when a booking cannot be made or changed. */
export const SLOT_TAKEN_MESSAGE = 'Someone has just booked that time. Please choose another of the free times.';
export const SLOT_UNAVAILABLE_MESSAGE = 'That time is not available. Please choose one of the free times.';
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';
export const BOOKING_CANCELLED_MESSAGE = 'This booking is cancelled and cannot be moved.';
