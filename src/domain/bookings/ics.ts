/**
 * An iCalendar (RFC 5545) file of one booking, for the shopper's confirmation email: one VEVENT
 * with UID, DTSTAMP, DTSTART and DTEND in UTC (no VTIMEZONE needed; calendars show it in the
 * reader's own zone), SUMMARY, LOCATION and DESCRIPTION. TEXT values are escaped (3.3.11), lines
 * end in CRLF and are folded at 75 octets without splitting a character (3.1).
 */

export type CalendarEvent = {
  /** Globally unique and stable: the same booking always has the same UID, so a resend updates it. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string;
  description: string;
};

const PRODUCT = '-//Forecourt//Bookings//EN';
const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** 20261129T230000Z */
function utc(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** Splits a content line into 75-octet pieces; each continuation starts with a space, which counts. */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = pieces.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > limit) {
      pieces.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  pieces.push(current);
  return pieces.join('\r\n ');
}

export function calendarFile(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp)}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
