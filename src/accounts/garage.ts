import 'server-only';
import type { Db } from '../db';
import type { Shopper } from '../domain/accounts/types';
import { leadsOfShopper } from '../db/queries/watchlist';
import { isBooking } from '../domain/accounts/garage';
import type { ShopperLead, WatchedCar } from '../domain/accounts/types';
import type { Site } from '../domain/types';
import { watchlistOf } from './watchlist';

/** /my-garage (SPEC 6): the shopper's watchlist, enquiries and bookings on this site, newest first. */
export type Garage = { watchlist: WatchedCar[]; enquiries: ShopperLead[]; bookings: ShopperLead[] };

export async function garageOf(db: Db, site: Site, shopper: Shopper): Promise<Garage> {
  const [watchlist, leads] = await Promise.all([watchlistOf(db, site, shopper), leadsOfShopper(db, site.id, shopper.email)]);
  return { watchlist, enquiries: leads.filter((lead) => !isBooking(lead.category)), bookings: leads.filter((lead) => isBooking(lead.category)) };
}
