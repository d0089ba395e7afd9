import { formatDayLabel } from '../dates';
import { formatTime, localMoment } from '../hours';
import type { Locale } from '../site-config';

/** A held booking as dealers and shoppers read it: the location's wall-clock times, never UTC. */

export type HeldTimes = { startsAt: Date; endsAt: Date; timeZone: string };

function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The start as the location's clocks read it, 'YYYY-MM-DDTHH:MM': the value the forms send. */
export function localStart(booking: HeldTimes): string {
  const start = localMoment(booking.startsAt, booking.timeZone);
  return `${start.date}T${hhmm(start.minutes)}`;
}

/** 'Australia/Sydney' -> 'Sydney'. */
export function zoneName(timeZone: string): string {
  return (timeZone.split('/').pop() ?? timeZone).replaceAll('_', ' ');
}

/** 'Monday 30 November, 10:00am to 10:30am (Sydney time)'. */
export function bookingLabel(booking: HeldTimes, locale: Locale): string {
  const start = localMoment(booking.startsAt, booking.timeZone);
  const end = localMoment(booking.endsAt, booking.timeZone);
  return `${formatDayLabel(start.date, locale)}, ${formatTime(hhmm(start.minutes))} to ${formatTime(hhmm(end.minutes))} (${zoneName(booking.timeZone)} time)`;
}
