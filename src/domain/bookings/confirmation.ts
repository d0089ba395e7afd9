import { customerName, type LeadMessage } from '../lead-message';
import { bookingLabel } from './booking-text';
import type { CalendarEvent } from './ics';

/**
 * The shopper's confirmation of a booked slot: a short email in the location's clock and the
 * calendar event attached to it. Null for a lead that holds no slot.
 */

export type BookingConfirmation = { subject: string; text: string; event: CalendarEvent };

const WHAT: Readonly<Record<string, string>> = { 'test-drive': 'test drive', service: 'service booking' };

function carName(lead: LeadMessage): string | null {
  const { year, make, model } = lead.vehicle;
  const name = [year, make, model].filter((part) => part !== null && part !== '').join(' ');
  return name === '' ? null : name;
}

export function bookingConfirmation(lead: LeadMessage): BookingConfirmation | null {
  const booking = lead.booking;
  if (!booking || booking.status !== 'booked') return null;
  const what = WHAT[booking.kind] ?? 'booking';
  const where = lead.location.name ?? lead.dealership.name ?? lead.website.name;
  const when = bookingLabel(booking, lead.website.locale);
  const car = carName(lead);
  const place = [where, lead.location.address].filter(Boolean).join(', ');
  const phone = lead.location.phone ?? lead.website.phone;
  const lines = [
    `Hello ${customerName(lead)},`,
    '',
    `Your ${what}${car ? ` (${car})` : ''} is booked for ${when}.`,
    `Where: ${place}`,
    ...(booking.kind === 'test-drive' ? ['Please bring your driver licence.'] : []),
    ...(phone ? [`To change or cancel, call us on ${phone}.`] : []),
    '',
    'The attached calendar file adds it to your calendar.',
    '',
    lead.website.name,
  ];
  return {
    subject: `Your ${what} at ${where}: ${when}`,
    text: `${lines.join('\n')}\n`,
    event: {
      uid: `booking-${booking.id}-${lead.leadId}@forecourt.localhost`,
      stamp: lead.createdAt,
      start: booking.startsAt,
      end: booking.endsAt,
      summary: `${what.charAt(0).toUpperCase()}${what.slice(1)}${car ? `: ${car}` : ''} at ${where}`,
      location: place,
      description: [`Booked with ${lead.website.name}.`, ...(phone ? [`Phone: ${phone}`] : [])].join('\n'),
    },
  };
}
