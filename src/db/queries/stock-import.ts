import { sql } from 'drizzle-orm';
import type { CarPatch } from '../../domain/car-merge';
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
  const [site] = await queryRows<SiteRow>(db, sql`select id as website_id, slug, dealership_id, config->>'stockKind' as stock_kind from websites where slug = ${siteSlug}`);
  return site ? targetOf(db, site) : null;
}

/**
 * A dealership's own site (the one its stock feed is imported into, the first when it has
 * several) and the target it makes: the console works by dealership, feeds by site.
 */
export async function dealershipImportTarget(db: Db, dealershipId: number): Promise<(ImportTarget & { siteSlug: string }) | null> {
  const [site] = await queryRows<SiteRow>(
    db,
    sql`select id as website_id, slug, dealership_id, config->>'stockKind' as stock_kind from websites where dealership_id = ${dealershipId} order by id limit 1`,
  );
  const target = site ? await targetOf(db, site) : null;
  return site && target ? { ...target, siteSlug: site.slug } : null;
}

type SiteRow = { website_id: number; slug: string; dealership_id: number | null; stock_kind: string | null };

async function targetOf(db: Db, site: SiteRow): Promise<ImportTarget | null> {
  if (site.dealership_id === null) return null;
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

/** How many cars sellAllBut would mark sold: a dry run's count of what a full feed removes. */
export async function countUnsoldBut(db: Db, dealershipId: number, keep: readonly string[]): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from cars
      where dealership_id = ${dealershipId} and status <> 'sold'
        and not exists (select 1 from jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb) as k(stocknum) where k.stocknum = cars.stocknum)`,
  );
  return Number(row?.n ?? 0);
}

/**
 * The embedded database's staging of a feed (src/stock/import/service.ts): checked rows wait here,
 * where no page or search looks, until the whole file has been read. A temporary table: PGlite is
 * one session, so it lives as long as the process, and a process that stops leaves none behind.
 */
export type StagedCar = { stocknum: string; patch: CarPatch };

/** A new staging's id; imports running at once each stage under their own. */
export async function openStaging(db: Db): Promise<number> {
  await db.execute(sql`create temporary table if not exists stock_import_staging (staging_id int, position int, stocknum text, patch jsonb, primary key (staging_id, position))`);
  await db.execute(sql`create temporary sequence if not exists stock_import_staging_ids`);
  const [row] = await queryRows<{ id: number }>(db, sql`select nextval('stock_import_staging_ids')::int as id`);
  if (!row) throw new Error('nextval answered no row');
  return row.id;
}

/** Stages a batch at positions `from`, `from + 1`, ... */
export async function stageRows(db: Db, stagingId: number, from: number, cars: readonly StagedCar[]): Promise<void> {
  await db.execute(
    sql`insert into stock_import_staging (staging_id, position, stocknum, patch)
      select ${stagingId}, ${from} + t.n - 1, t.car->>'stocknum', t.car->'patch'
      from jsonb_array_elements(${JSON.stringify(cars)}::jsonb) with ordinality as t(car, n)`,
  );
}

/** Up to `limit` staged cars from position `from` on, in feed order. */
export async function stagedRows(db: Db, stagingId: number, from: number, limit: number): Promise<StagedCar[]> {
  return queryRows<StagedCar>(
    db,
    sql`select stocknum, patch from stock_import_staging where staging_id = ${stagingId} and position >= ${from} order by position limit ${limit}`,
  );
}

export async function dropStaging(db: Db, stagingId: number): Promise<void> {
  await db.execute(sql`delete from stock_import_staging where staging_id = ${stagingId}`);
}
