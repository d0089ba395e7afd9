import { localMoment } from '../domain/hours';
import type { Location, Site } from '../domain/types';
import { availableServiceSlots, type SlotDay } from './service-slots';

/** The answer of GET /api/v1/dealerships/{id}/available_service_bookings.json. */
export type ServiceBookings = { dealership_id: number; location_id: number; time_zone: string; slot_minutes: number; days: SlotDay[] };

/**
 * The workshop of a dealership that takes bookings: the asked-for location if it is one of the
 * dealership's, else its service location, else its first location. Null when the site has no
 * such dealership, so another tenant's ids find nothing.
 */
export function bookingLocation(site: Site, dealershipId: number, locationId: number | null): Location | null {
  if (!site.dealerships.some((dealership) => dealership.id === dealershipId)) return null;
  const own = site.locations.filter((location) => location.dealershipId === dealershipId);
  return own.find((location) => location.id === locationId) ?? own.find((location) => location.type === 'service') ?? own[0] ?? null;
}

export function serviceBookings(site: Site, location: Location, now: Date): ServiceBookings {
  const { forms, timezone } = site.config;
  const local = localMoment(now, timezone);
  return {
    dealership_id: location.dealershipId,
    location_id: location.id,
    time_zone: timezone,
    slot_minutes: forms.serviceSlotMinutes,
    days: availableServiceSlots({
      weekly: location.openingHours,
      special: location.specialHours,
      today: local.date,
      nowMinutes: local.minutes,
      days: forms.serviceBookingDays,
      slotMinutes: forms.serviceSlotMinutes,
      noticeMinutes: forms.serviceNoticeMinutes,
    }),
  };
}
