/** Lead categories that book a time (a test drive or a service) rather than ask a question. */
const BOOKING_CATEGORIES = ['test-drive', 'service-booking'] as const;

export function isBooking(category: string): boolean {
  return (BOOKING_CATEGORIES as readonly string[]).includes(category);
}

/** A lead category as the garage lists it: 'used-vehicle-enquiry' reads 'Used vehicle enquiry'. */
export function categoryLabel(category: string): string {
  const words = category.replace(/[-_]+/g, ' ').trim();
  return words === '' ? 'Enquiry' : `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
}

/** A watched car's state as the watchlist shows it: sold and reserved say so. */
export function watchedStatusLabel(car: { status: string; reserved: boolean }): string {
  if (car.status === 'sold') return 'Sold';
  if (car.reserved) return 'Reserved';
  if (car.status === 'coming_soon') return 'Coming Soon';
  return 'Available';
}

/**
 * The account a lead joins in My Garage: only the signed-in shopper's own, and only when the lead
 * carries the account's (verified) email. An email typed into a form proves nothing, so a lead sent
 * signed out, or with another address, joins no account (issue 30).
 */
export function garageOwner(leadEmail: string | null | undefined, shopper: { id: number; email: string } | null | undefined): number | null {
  if (!shopper || !leadEmail) return null;
  return leadEmail.trim().toLowerCase() === shopper.email.trim().toLowerCase() ? shopper.id : null;
}
