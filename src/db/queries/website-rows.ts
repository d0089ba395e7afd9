import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { dealerships, dealershipWebsites, locations, manufacturers, openingHours, specialHours, websites } from '../schema';

/**
 * The reads a site is loaded from, once: the domain `Site` (websites.ts, locations.ts) and the
 * site file (site-file.ts) are two shapes of the same rows.
 */

/** A website row and its manufacturer, if any. */
export async function websiteWithManufacturer(db: Db, where: SQL) {
  const [row] = await db
    .select({ website: websites, manufacturer: manufacturers })
    .from(websites)
    .leftJoin(manufacturers, eq(manufacturers.id, websites.manufacturerId))
    .where(where);
  return row ?? null;
}

/** The dealerships a website shows with their link rows, in the site's brand order. */
export function dealershipLinksOf(db: Db, websiteId: number) {
  return db
    .select({ dealership: dealerships, link: dealershipWebsites })
    .from(dealershipWebsites)
    .innerJoin(dealerships, eq(dealerships.id, dealershipWebsites.dealershipId))
    .where(eq(dealershipWebsites.websiteId, websiteId))
    .orderBy(asc(dealershipWebsites.position), asc(dealerships.id));
}

/** The dealerships a website shows, by id and name, in the site's brand order. */
export function siteDealershipNames(db: Db, websiteId: number): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: dealerships.id, name: dealerships.name })
    .from(dealershipWebsites)
    .innerJoin(dealerships, eq(dealerships.id, dealershipWebsites.dealershipId))
    .where(eq(dealershipWebsites.websiteId, websiteId))
    .orderBy(asc(dealershipWebsites.position), asc(dealerships.id));
}

type LocationRecord = typeof locations.$inferSelect;

/** A location row's licences, rating and picture, as both the domain Location and the site file name them. */
export function locationProfile(r: LocationRecord) {
  return {
    dealerLicenseNumber: r.dealerLicenseNumber,
    motorVehicleRepairer: r.motorVehicleRepairer,
    averageRating: r.averageRating,
    reviewCount: r.reviewCount,
    imageUrl: r.imageUrl,
  };
}

/** A location row's address, as both the domain Location and the site file name it. */
export function locationAddress(r: LocationRecord) {
  return { street: r.street, city: r.city, state: r.state, postcode: r.postcode, lat: r.lat, long: r.long, placeId: r.placeId, placeUrl: r.placeUrl };
}

/** Location rows in their position order, with the weekly hours (by weekday) and holiday hours (by date) of each. */
export async function locationRowsWithHours(db: Db, where: SQL) {
  const rows = await db.select().from(locations).where(where).orderBy(asc(locations.position), asc(locations.id));
  if (rows.length === 0) return { rows, weekly: [], special: [] };
  const ids = rows.map((r) => r.id);
  const [weekly, special] = await Promise.all([
    db.select().from(openingHours).where(inArray(openingHours.locationId, ids)).orderBy(asc(openingHours.weekday)),
    db.select().from(specialHours).where(inArray(specialHours.locationId, ids)).orderBy(asc(specialHours.date)),
  ]);
  return { rows, weekly, special };
}
