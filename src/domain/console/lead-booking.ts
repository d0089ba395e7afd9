import { localMoment } from '../hours';

/**
 * A booking lead's slot as the console's lead page shows it (issue 27): kind, status, and the
 * time at the booking's place as 'YYYY-MM-DDTHH:MM', the form the move field and the slots JSON use.
 */
export type LeadBookingView = { kind: string; status: string; local: string; timeZone: string };
type Booking = { kind: string; status: string; startsAt: Date; timeZone: string };

const pad = (n: number) => String(n).padStart(2, '0');

export function localSlot(booking: Pick<Booking, 'startsAt' | 'timeZone'>): string {
  const { date, minutes } = localMoment(booking.startsAt, booking.timeZone);
  return `${date}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

export function leadBookingView(booking: Booking | null): LeadBookingView | null {
  return booking ? { kind: booking.kind, status: booking.status, local: localSlot(booking), timeZone: booking.timeZone } : null;
}
