import 'server-only';
import { holdSlot } from '../bookings/hold';
import type { Db } from '../db/client';
import { queueConfirmationDelivery, type StoredLead } from '../db/queries/leads';
import { bookingLocation, bookingTimeZone } from '../domain/bookings/locations';
import { bookingKindOf } from '../domain/bookings/settings';
import type { LeadScope } from './service';

/** The answer a booking form's slot field sends (src/forms/definitions). */
const BOOKING_FIELD = 'booking_time';

/**
 * A completed test-drive or service lead that names a slot holds a place in it, in the lead's own
 * transaction: when the slot's last place has gone the lead is not stored and the shopper is
 * asked to choose again. A lead without a time stays a request; mock leads hold nothing.
 * Answers how many deliveries it queued (the shopper's confirmation).
 */
export async function holdLeadSlot(tx: Db, scope: LeadScope, lead: StoredLead): Promise<number> {
  const kind = bookingKindOf(lead.category);
  const local = lead.extra[BOOKING_FIELD];
  if (scope.mock || lead.leadStatus !== 'Complete' || !kind || typeof local !== 'string' || local === '' || lead.dealershipId === null) return 0;
  const location = bookingLocation(scope.site, lead.dealershipId, lead.locationId, kind);
  if (!location) return 0;
  const timeZone = bookingTimeZone(location, scope.site.config.timezone);
  await holdSlot(tx, { location, kind, timeZone, local, leadId: lead.id, now: new Date(), field: BOOKING_FIELD });
  // The shopper's confirmation, with its calendar file, goes through the lead outbox.
  return lead.email ? queueConfirmationDelivery(tx, lead.id, location.dealershipId) : 0;
}
