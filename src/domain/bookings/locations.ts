import type { Location, Site } from '../types';
import type { BookingKind } from './settings';

/**
 * Where a kind of booking happens: services at the service centres, test drives at the sales
 * yards; a site with none of that type books at every location.
 */

const TYPE_OF_KIND: Readonly<Record<BookingKind, Location['type']>> = { service: 'service', 'test-drive': 'sales' };

export function bookingLocationsOf(site: Site, kind: BookingKind): Location[] {
  const own = site.locations.filter((location) => location.type === TYPE_OF_KIND[kind]);
  return own.length > 0 ? own : site.locations;
}

/**
 * The location of a dealership that takes a booking: the asked-for one if it is the
 * dealership's, else its first of the kind's type, else its first. Null when the site shows no
 * such dealership, so another tenant's ids find nothing.
 */
export function bookingLocation(site: Site, dealershipId: number, locationId: number | null, kind: BookingKind): Location | null {
  if (!site.dealerships.some((dealership) => dealership.id === dealershipId)) return null;
  const own = site.locations.filter((location) => location.dealershipId === dealershipId);
  return own.find((location) => location.id === locationId) ?? own.find((location) => location.type === TYPE_OF_KIND[kind]) ?? own[0] ?? null;
}

/** The time zone a location's bookings are offered in: its own, else the site's. */
export function bookingTimeZone(location: Pick<Location, 'timeZone'>, siteTimeZone: string): string {
  return location.timeZone ?? siteTimeZone;
}
