import { localStart } from '../../domain/bookings/booking-text';
import type { LeadBooking, LeadMessage } from '../../domain/lead-message';

/** The held slot: instants for machines, the location's wall time as the shopper chose it. */
function bookingJson(booking: LeadBooking) {
  return {
    id: booking.id,
    kind: booking.kind,
    status: booking.status,
    starts_at: booking.startsAt.toISOString(),
    ends_at: booking.endsAt.toISOString(),
    time_zone: booking.timeZone,
    local_start: localStart(booking),
  };
}

/** The JSON webhook body: SPEC 3 Lead field names, so a CRM sees what the site collected. */
export function leadJson(lead: LeadMessage) {
  return {
    lead_id: lead.leadId,
    created_at: lead.createdAt.toISOString(),
    category: lead.category,
    subcategory: lead.subcategory,
    name: lead.name,
    first_name: lead.firstName,
    middle_name: lead.middleName,
    last_name: lead.lastName,
    email: lead.email,
    phone: lead.phone,
    postcode: lead.postcode,
    message: lead.message,
    opt_in: lead.optIn,
    car_id: lead.vehicle.carId,
    car_type: lead.vehicle.carType,
    stock_number: lead.vehicle.stockNumber,
    make: lead.vehicle.make,
    model: lead.vehicle.model,
    year: lead.vehicle.year,
    vin: lead.vehicle.vin,
    website_slug: lead.website.slug,
    dealership_slug: lead.dealership.slug,
    dealership_name: lead.dealership.name,
    location_id: lead.location.id,
    location_name: lead.location.name,
    url: lead.url,
    source: lead.source,
    user_agent: lead.userAgent,
    visited_pages: lead.visitedPages,
    linked_query_params: lead.linkedQueryParams,
    anon_id: lead.anonId,
    session_id: lead.sessionId,
    extra: lead.extra,
    files: lead.files,
    booking: lead.booking ? bookingJson(lead.booking) : null,
  };
}
