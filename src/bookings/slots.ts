import 'server-only';
import { getDb } from '../db';
import { bookingLocation, bookingTimeZone } from '../domain/bookings/locations';
import type { BookingKind } from '../domain/bookings/settings';
import type { Site } from '../domain/types';
import { availableBookings, type AvailableBookings } from './available';

/**
 * The slots JSON for one of the site's dealerships (optionally one of its locations); null when
 * the site shows no such dealership, so another tenant's ids find nothing.
 */
export async function siteAvailableBookings(site: Site, dealershipId: number, locationId: number | null, kind: BookingKind, now: Date): Promise<AvailableBookings | null> {
  const location = bookingLocation(site, dealershipId, locationId, kind);
  if (!location) return null;
  return availableBookings(await getDb(), location, kind, bookingTimeZone(location, site.config.timezone), now);
}
