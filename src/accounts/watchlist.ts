import 'server-only';
import type { Db } from '../db';
import type { Shopper } from '../domain/accounts/types';
import { addWatchlistEntry, carNameOfDealerships, removeWatchlistEntry, watchedCars } from '../db/queries/watchlist';
import type { WatchedCar } from '../domain/accounts/types';
import { isOwnPhone, WATCHLIST_MESSAGES, watchlistRequestSchema } from '../domain/accounts/watchlist';
import type { Site } from '../domain/types';
import { ClientError, NotFoundError, ValidationError } from '../lib/errors';
import { siteCarsByIds } from '../page-data/cars-by-id';
import { parseOrThrow } from './parse';

/**
 * The watchlist (SPEC 4, 6, 7): a signed-in shopper with a phone number saves cars of this site.
 * The phone number of the call must be the shopper's own, so no call reaches another's list.
 */
export type WatchlistChange = { carId: number; name: string };

function checkOwner(shopper: Shopper, phone: string): void {
  if (!shopper.phone) throw new ClientError(WATCHLIST_MESSAGES.noPhone, 403);
  if (!isOwnPhone(phone, shopper.phone)) throw new ValidationError(WATCHLIST_MESSAGES.notYourList, { phone_number: [WATCHLIST_MESSAGES.notYourList] });
}

/** Saves a car the site lists now (a car long sold or of another site is not found). */
export async function saveCar(db: Db, site: Site, shopper: Shopper, body: unknown, now = new Date()): Promise<WatchlistChange> {
  const request = parseOrThrow(watchlistRequestSchema, body);
  checkOwner(shopper, request.phone_number);
  const { cars } = await siteCarsByIds(site, [request.car_id], now, db);
  const listed = cars[0];
  if (!listed) throw new NotFoundError(WATCHLIST_MESSAGES.carNotFound);
  await addWatchlistEntry(db, shopper.id, listed.car.id);
  return { carId: listed.car.id, name: listed.car.name };
}

/** Removes a car of this site from the list, whatever its status now. */
export async function removeCar(db: Db, site: Site, shopper: Shopper, body: unknown): Promise<WatchlistChange> {
  const request = parseOrThrow(watchlistRequestSchema, body);
  checkOwner(shopper, request.phone_number);
  const name = await carNameOfDealerships(db, request.car_id, site.dealerships.map((d) => d.id));
  if (name === null) throw new NotFoundError(WATCHLIST_MESSAGES.carNotFound);
  await removeWatchlistEntry(db, shopper.id, request.car_id);
  return { carId: request.car_id, name };
}

export async function watchlistOf(db: Db, site: Site, shopper: Shopper): Promise<WatchedCar[]> {
  return watchedCars(db, shopper.id, site.dealerships.map((d) => d.id));
}
