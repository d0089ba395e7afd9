import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';
import { soldDate } from './sold-date';

/**
 * The SQL of a stock feed import (src/stock/import) besides writing the cars, which goes through
 * the one stock write path (./stock-cars.ts).
 */

export type ImportTarget = {
  websiteId: number;
  dealershipId: number;
  stockKind: string;
  /** Every site showing the dealership's stock: their stock pages change with it. */
  siteIds: number[];
  locations: { id: number; slug: string }[];
  /** Where a car whose feed row names no location is parked: the first open sales location. */
  defaultLocationId: number | null;
};

export async function importTarget(db: Db, siteSlug: string): Promise<ImportTarget | null> {
  const [site] = await queryRows<{ website_id: number; dealership_id: number | null; stock_kind: string | null }>(
    db,
    sql`select id as website_id, dealership_id, config->>'stockKind' as stock_kind from websites where slug = ${siteSlug}`,
  );
  if (!site || site.dealership_id === null) return null;
  const dealershipId = site.dealership_id;
  const siteRows = await queryRows<{ website_id: number }>(
    db,
    sql`select website_id from dealership_websites where dealership_id = ${dealershipId} order by website_id`,
  );
  const locations = await queryRows<{ id: number; slug: string; location_type: string; badge: string | null }>(
    db,
    sql`select id, slug, location_type, badge from locations where dealership_id = ${dealershipId} order by position, id`,
  );
  const parking = locations.find((l) => l.location_type === 'sales' && l.badge === null) ?? locations[0];
  return {
    websiteId: site.website_id,
    dealershipId,
    stockKind: site.stock_kind ?? 'cars',
    siteIds: [...new Set([site.website_id, ...siteRows.map((r) => r.website_id)])],
    locations: locations.map((l) => ({ id: l.id, slug: l.slug })),
    defaultLocationId: parking?.id ?? null,
  };
}

/** Marks sold, as of now, every unsold car of the dealership whose stock number is not in `keep`; answers their slugs. */
export async function sellAllBut(db: Db, dealershipId: number, keep: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`update cars set status = 'sold', sold_at = ${soldDate(sql`'sold'`, sql`sold_at`)}, updated_at = now()
      where dealership_id = ${dealershipId} and status <> 'sold'
        and not exists (select 1 from jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb) as k(stocknum) where k.stocknum = cars.stocknum)
      returning slug`,
  );
  return rows.map((r) => r.slug);
}
