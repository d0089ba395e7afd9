import type { Locale } from '../domain/site-config';
import { DAY_MS, daysBefore, type Clock } from './clock';
import type { IdSequence } from './ids';
import { emailFor, mobilePhone, person, postcode } from './people';
import type { Rng } from './prng';
import type { CarRow, ReservationRow, UserRow, WatchlistEntryRow } from './types';

export type ShopperSite = { id: number; slug: string; locale: Locale };

const CURRENCY: Record<Locale, string> = { 'en-AU': 'AUD', 'en-NZ': 'NZD', 'en-US': 'USD' };
/** Deposit in dollars, as the cars' payment processors state it. */
const DEPOSIT_DOLLARS = 500;

/** A moment between the car's listing and the reference noon, so no event predates its car. */
function afterListing(car: CarRow, clock: Clock, rng: Rng, maxDaysAgo: number): Date {
  const listedDaysAgo = car.createdAt ? (clock.now.getTime() - car.createdAt.getTime()) / DAY_MS : maxDaysAgo;
  return daysBefore(clock, rng.float(0, Math.min(maxDaysAgo, listedDaysAgo)));
}

/**
 * Two shoppers per site: one with a phone number (who may use the watchlist, and has some cars
 * on it) and one without (who is sent to sign in when saving).
 */
export function generateShoppers(
  site: ShopperSite,
  siteCars: readonly CarRow[],
  rng: Rng,
  clock: Clock,
  ids: IdSequence,
): { users: UserRow[]; watchlistEntries: WatchlistEntryRow[] } {
  const withPhone = person(site.locale, rng);
  let withoutPhone = person(site.locale, rng);
  while (emailFor(withoutPhone, 'example.com') === emailFor(withPhone, 'example.com')) withoutPhone = person(site.locale, rng);
  const phoneUserId = ids.next('users');
  const users: UserRow[] = [
    {
      id: phoneUserId,
      websiteId: site.id,
      email: emailFor(withPhone, 'example.com'),
      name: withPhone.first,
      lastName: withPhone.last,
      phone: mobilePhone(site.locale, rng),
      postcode: postcode(site.locale, rng),
      createdAt: daysBefore(clock, rng.int(20, 300)),
    },
    {
      id: ids.next('users'),
      websiteId: site.id,
      email: emailFor(withoutPhone, 'example.com'),
      name: withoutPhone.first,
      lastName: withoutPhone.last,
      phone: null,
      postcode: null,
      createdAt: daysBefore(clock, rng.int(1, 300)),
    },
  ];
  const saveable = siteCars.filter((c) => c.status === 'in_stock' && c.showOnDealerWebsite !== false);
  const saved = rng.sample(saveable, 4).sort((a, b) => (a.id ?? 0) - (b.id ?? 0));
  const watchlistEntries = saved.map((car) => ({ userId: phoneUserId, carId: car.id ?? 0, createdAt: afterListing(car, clock, rng, 20) }));
  return { users, watchlistEntries };
}

/** One paid deposit for each reserved car of a site that takes card payments. */
export function generateReservations(site: ShopperSite, reservedCars: readonly CarRow[], rng: Rng, clock: Clock, ids: IdSequence): ReservationRow[] {
  return reservedCars.map((car) => {
    const customer = person(site.locale, rng);
    const createdAt = afterListing(car, clock, rng, 14);
    return {
      id: ids.next('reservations'),
      websiteId: site.id,
      carId: car.id ?? 0,
      userId: null,
      status: 'succeeded',
      depositAmount: DEPOSIT_DOLLARS * 100,
      currency: CURRENCY[site.locale],
      paymentProvider: 'test',
      paymentIntentId: `pi_demo_${car.id}`,
      customerName: `${customer.first} ${customer.last}`,
      customerEmail: emailFor(customer, 'example.com'),
      customerPhone: mobilePhone(site.locale, rng),
      createdAt,
      updatedAt: createdAt,
    };
  });
}
