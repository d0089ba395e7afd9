import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { dealerships, locations, websites } from '../schema';

/** Database ids of every site, dealership and location, by slug (locations by dealership slug and their own). */
export type NetworkIds = { websites: Map<string, number>; dealerships: Map<string, number>; locations: Map<string, number> };

export const locationKey = (dealershipSlug: string, locationSlug: string) => `${dealershipSlug}/${locationSlug}`;

export async function networkIds(db: Db): Promise<NetworkIds> {
  // One after another: inside a transaction they share one connection anyway.
  const siteRows = await db.select({ id: websites.id, slug: websites.slug }).from(websites);
  const dealershipRows = await db.select({ id: dealerships.id, slug: dealerships.slug }).from(dealerships);
  const locationRows = await db
    .select({ id: locations.id, slug: locations.slug, dealership: dealerships.slug })
    .from(locations)
    .innerJoin(dealerships, eq(dealerships.id, locations.dealershipId));
  return {
    websites: new Map(siteRows.map((r) => [r.slug, r.id])),
    dealerships: new Map(dealershipRows.map((r) => [r.slug, r.id])),
    locations: new Map(locationRows.map((r) => [locationKey(r.dealership, r.slug), r.id])),
  };
}
