import type { BookingKind } from './bookings/settings';
import type { Locale } from './site-config';

/** A completed lead as the delivery formats (ADF/XML, JSON, email) need it. */
export type LeadMessage = {
  /** The stable public id (uuid): receivers de-duplicate by it. */
  leadId: string;
  createdAt: Date;
  category: string;
  subcategory: string | null;
  name: string | null;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  optIn: boolean;
  vehicle: {
    carId: number | null;
    carType: string | null;
    stockNumber: string | null;
    make: string | null;
    model: string | null;
    year: number | null;
    vin: string | null;
    /** The car's page is /cars/{slug} on the site the lead came from. */
    slug: string | null;
    trim: string | null;
    /** Whole dollars; 10 or less is a placeholder for "price on application" (SPEC 5). */
    price: number | null;
    odometerKm: number | null;
  };
  /** The locale decides the words and number formats of the dealer's email. */
  website: { slug: string; name: string; locale: Locale; phone: string | null };
  dealership: { slug: string | null; name: string | null };
  /**
   * The lead's location; its email and phone are how a CRM reaches the dealership (ADF's vendor
   * contact), taken from the dealership's first location when the lead names none.
   */
  location: { id: number | null; name: string | null; email: string | null; phone: string | null; address?: string | null };
  url: string | null;
  source: string;
  userAgent: string | null;
  visitedPages: string[];
  linkedQueryParams: Record<string, string>;
  /** The visitor's generated device and session ids (SPEC 1, 6). */
  anonId: string | null;
  sessionId: string | null;
  extra: Record<string, unknown>;
  files: { name: string; contentType: string; size: number }[];
  /** The slot a test-drive or service lead holds (src/leads/booking.ts); absent for a request. */
  booking?: LeadBooking | null;
};

export type LeadBooking = {
  id: number;
  kind: BookingKind;
  startsAt: Date;
  endsAt: Date;
  /** The location's zone: the booked time as the shopper chose it is read in it. */
  timeZone: string;
  status: 'booked' | 'cancelled';
};

/** Who the lead is from, for subjects and summaries. */
export function customerName(lead: LeadMessage): string {
  const parts = [lead.firstName, lead.middleName, lead.lastName].filter((p): p is string => Boolean(p && p.trim()));
  return lead.name?.trim() || parts.join(' ') || 'Website visitor';
}
