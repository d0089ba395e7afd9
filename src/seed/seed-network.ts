import type { Db } from '../db/client';
import { locationKey, networkIds, type NetworkIds } from '../db/queries/network-ids';
import { applySiteFile } from '../site/site-file-service';
import { readDemoSiteFiles } from './demo-site-files';
import { generateDemoNetwork } from './generate';
import { loadNetworkRows } from './load';
import type { DemoNetwork } from './types';

type References = { websiteId?: number | null; dealershipId?: number | null; locationId?: number | null };

function found(map: Map<string, number>, key: string | undefined, what: string): number {
  const id = key === undefined ? undefined : map.get(key);
  if (id === undefined) throw new Error(`The demo site files have no ${what} ${key ?? '(unknown)'}, which the stock generator uses`);
  return id;
}

/**
 * Moves generated rows onto the sites the files created: the generator numbers its own websites,
 * dealerships and locations, the database numbered the applied ones; slugs join the two.
 */
function remapper(network: DemoNetwork, ids: NetworkIds): <T extends References>(row: T) => T {
  const siteSlug = new Map(network.websites.map((w) => [w.id, w.slug]));
  const dealershipSlug = new Map(network.dealerships.map((d) => [d.id, d.slug]));
  const locationSlug = new Map(network.locations.map((l) => [l.id, locationKey(dealershipSlug.get(l.dealershipId) ?? '', l.slug)]));
  return (row) => ({
    ...row,
    ...(row.websiteId != null && { websiteId: found(ids.websites, siteSlug.get(row.websiteId), 'site') }),
    ...(row.dealershipId != null && { dealershipId: found(ids.dealerships, dealershipSlug.get(row.dealershipId), 'dealership') }),
    ...(row.locationId != null && { locationId: found(ids.locations, locationSlug.get(row.locationId), 'location') }),
  });
}

/**
 * Seeds the demo network for a reference date (YYYY-MM-DD), in one transaction: the catalogue,
 * then every site file of data/sites applied through the site-file service (sites, dealerships,
 * locations, hours, lead destinations), then the generated stock, reviews, shoppers and
 * reservations on those sites.
 */
export async function seedDemoNetwork(db: Db, referenceDate: string): Promise<void> {
  const network = generateDemoNetwork(referenceDate);
  const files = readDemoSiteFiles(referenceDate);
  await db.transaction(async (tx) => {
    await loadNetworkRows(tx, 'manufacturers', network.manufacturers);
    await loadNetworkRows(tx, 'models', network.models);
    // A fresh database: nothing to expire, and no server is running yet.
    for (const file of files) await applySiteFile(tx, file, { dryRun: false, expire: () => {} });
    const remap = remapper(network, await networkIds(tx));
    await loadNetworkRows(tx, 'cars', network.cars.map(remap));
    await loadNetworkRows(tx, 'reviews', network.reviews.map(remap));
    await loadNetworkRows(tx, 'users', network.users.map(remap));
    await loadNetworkRows(tx, 'watchlistEntries', network.watchlistEntries);
    await loadNetworkRows(tx, 'reservations', network.reservations.map(remap));
  });
}
