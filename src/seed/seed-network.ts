import type { Db } from '../db/client';
import { networkIds } from '../db/queries/network-ids';
import { applySiteFile } from '../site/site-file-service';
import { readDemoSiteFiles } from './demo-site-files';
import { generateDemoCatalogue, generateDemoStock } from './generate';
import { loadNetworkRows } from './load';
import { seedDemoStaff } from './staff';

/**
 * Seeds the demo network for a reference date (YYYY-MM-DD), in one transaction: the catalogue,
 * then every site file of data/sites applied through the site-file service (sites, dealerships,
 * locations, hours, lead destinations), then the generated stock, reviews, shoppers and
 * reservations on the sites the files created, and the demo console staff (src/seed/staff.ts).
 */
export async function seedDemoNetwork(
  db: Db,
  referenceDate: string,
  options: { hostileReviewSites?: readonly string[] } = {},
): Promise<void> {
  const catalogue = generateDemoCatalogue();
  const files = readDemoSiteFiles(referenceDate);
  await db.transaction(async (tx) => {
    await loadNetworkRows(tx, 'manufacturers', catalogue.manufacturers);
    await loadNetworkRows(tx, 'models', catalogue.models);
    // A fresh database: nothing to expire, and no server is running yet.
    for (const file of files) await applySiteFile(tx, file, { dryRun: false, expire: () => {} });
    const stock = generateDemoStock(files, await networkIds(tx), referenceDate, options.hostileReviewSites);
    await loadNetworkRows(tx, 'cars', stock.cars);
    await loadNetworkRows(tx, 'reviews', stock.reviews);
    await loadNetworkRows(tx, 'users', stock.users);
    await loadNetworkRows(tx, 'watchlistEntries', stock.watchlistEntries);
    await loadNetworkRows(tx, 'reservations', stock.reservations);
    await seedDemoStaff(tx, files);
  });
}
