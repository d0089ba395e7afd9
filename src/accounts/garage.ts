import 'server-only';
import type { Db } from '../db';
import type { Shopper } from '../domain/accounts/types';
import { reservationsOfShopper } from '../db/queries/payments';
import { leadsOfShopper } from '../db/queries/watchlist';
import type { GarageReservation } from '../domain/payments/records';
import { isBooking } from '../domain/accounts/garage';
import type { ShopperLead, WatchedCar } from '../domain/accounts/types';
import type { Site } from '../domain/types';
import { watchlistOf } from './watchlist';

/**
 * /my-garage (SPEC 6): the shopper's watchlist, enquiries, bookings and reservations on this site,
 * newest first: only those sent while signed in to this account from its verified address.
 */
export type Garage = { watchlist: WatchedCar[]; enquiries: ShopperLead[]; bookings: ShopperLead[]; reservations: GarageReservation[] };

export async function garageOf(db: Db, site: Site, shopper: Shopper): Promise<Garage> {
  const [watchlist, leads, reservations] = await Promise.all([
    watchlistOf(db, site, shopper),
    leadsOfShopper(db, site.id, shopper.id),
    reservationsOfShopper(db, site.id, shopper.id),
  ]);
  return { watchlist, enquiries: leads.filter((lead) => !isBooking(lead.category)), bookings: leads.filter((lead) => isBooking(lead.category)), reservations };
}
