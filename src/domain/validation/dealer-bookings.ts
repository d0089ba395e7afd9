import { z } from 'zod';

/** The dealer API's booking shapes (src/dealer-api/bookings.ts): what it answers and what it takes. */

const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/;

const localStartSchema = z
  .string()
  .regex(LOCAL_TIME, 'Give the time as YYYY-MM-DDTHH:MM, as the location’s clocks read it.')
  .meta({ description: "A slot's start as the location's clocks read it (its time_zone).", example: '2026-11-30T10:30' });

export const bookingIdSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'A booking id is a whole number.')
  .transform(Number)
  .meta({ description: 'The booking id (booking.id on its lead).', example: '41' });

/** The slot a lead holds, as the lead's JSON (webhook and dealer API) carries it. */
export const leadBookingSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(['test-drive', 'service']),
    status: z.enum(['booked', 'cancelled']),
    starts_at: z.iso.datetime(),
    ends_at: z.iso.datetime(),
    time_zone: z.string().meta({ description: 'The IANA time zone of the location.' }),
    local_start: localStartSchema,
  })
  .meta({ id: 'LeadBooking' });

export const dealerBookingSchema = leadBookingSchema.extend({ location_id: z.number().int() }).meta({ id: 'DealerBooking' });

export const bookingListSchema = z.object({ bookings: z.array(dealerBookingSchema) }).meta({ id: 'BookingList' });

export const bookingMoveSchema = z.strictObject({ local_start: localStartSchema }).meta({ id: 'BookingMove' });

export type DealerBookingJson = z.output<typeof dealerBookingSchema>;
