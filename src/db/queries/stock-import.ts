import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { queryRows } from '../rows';

/**
 * The SQL of a stock feed import (src/stock/import). Each batch travels as one jsonb parameter
 * unpacked by jsonb_to_recordset: one statement and one parameter per batch whatever its size,
 * which keeps far under PostgreSQL's parameter limit and costs the same on PGlite and a server.
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

export type StockEntry = { id: number; slug: string };

/** The dealership's cars by stock number. */
export async function stockByNumber(db: Db, dealershipId: number): Promise<Map<string, StockEntry>> {
  const rows = await queryRows<{ id: number; slug: string; stocknum: string }>(
    db,
    sql`select id, slug, stocknum from cars where dealership_id = ${dealershipId} order by id`,
  );
  const byNumber = new Map<string, StockEntry>();
  for (const row of rows) if (!byNumber.has(row.stocknum)) byNumber.set(row.stocknum, { id: row.id, slug: row.slug });
  return byNumber;
}

/** The feed-owned fields of a car, in the columns' own names. */
export type ImportedCarFields = {
  location_id: number;
  name: string;
  make: string;
  model: string;
  badge: string | null;
  series: string | null;
  year: number;
  km: number;
  vin: string | null;
  price: number;
  before_price: number | null;
  car_type: string;
  status: string;
  colour: string | null;
  transmission: string | null;
  simple_fuel: string | null;
  simple_body: string | null;
  simple_drive: string | null;
  seats: number | null;
  description: string | null;
  features: string[];
  images: { url: string; thumbUrl: string }[];
  tag: string | null;
  reserved: boolean | null;
  show_on_dealer_website: boolean | null;
};

export type NewCar = ImportedCarFields & { dealership_id: number; slug: string; stocknum: string; item_type: string };
export type CarUpdate = ImportedCarFields & { id: number };

const FIELD_TYPES = sql.raw(`location_id int, name text, make text, model text, badge text, series text, year int, km int,
  vin text, price int, before_price int, car_type text, status text, colour text, transmission text, simple_fuel text,
  simple_body text, simple_drive text, seats int, description text, features text[], images jsonb, tag text,
  reserved boolean, show_on_dealer_website boolean`);

/** Columns copied as given; reserved and show_on_dealer_website fall back to the car's own when the feed is silent. */
const PLAIN_FIELDS = [
  'location_id', 'name', 'make', 'model', 'badge', 'series', 'year', 'km', 'vin', 'price', 'before_price', 'car_type',
  'status', 'colour', 'transmission', 'simple_fuel', 'simple_body', 'simple_drive', 'seats', 'description', 'features',
  'images', 'tag',
] as const;

const batch = (rows: readonly object[]): SQL => sql`jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)`;

/**
 * Inserts new cars and answers their slugs. A slug another car already has (another dealer's car
 * with the same stock number and model) gets the dealership id appended, since slugs are unique
 * across the installation.
 */
export async function insertCars(db: Db, cars: readonly NewCar[]): Promise<string[]> {
  if (cars.length === 0) return [];
  const columns = sql.raw(PLAIN_FIELDS.join(', '));
  const values = sql.raw(PLAIN_FIELDS.map((f) => `v.${f}`).join(', '));
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`insert into cars (dealership_id, stocknum, item_type, slug, ${columns}, reserved, show_on_dealer_website, sold_at)
      select v.dealership_id, v.stocknum, v.item_type,
        case when exists (select 1 from cars c where c.slug = v.slug) then v.slug || '-' || v.dealership_id else v.slug end,
        ${values}, coalesce(v.reserved, false), coalesce(v.show_on_dealer_website, true),
        case when v.status = 'sold' then now() end
      from ${batch(cars)} as v(dealership_id int, stocknum text, item_type text, slug text, ${FIELD_TYPES})
      returning slug`,
  );
  return rows.map((r) => r.slug);
}

/**
 * Writes the feed's values over existing cars and answers the slugs of the cars that really
 * changed: a car whose every field already matches is not touched, so a daily feed that repeats
 * yesterday's stock changes nothing and expires nothing.
 */
export async function updateCars(db: Db, cars: readonly CarUpdate[]): Promise<string[]> {
  if (cars.length === 0) return [];
  const assignments = sql.raw(
    [
      ...PLAIN_FIELDS.map((f) => `${f} = v.${f}`),
      'reserved = coalesce(v.reserved, c.reserved)',
      'show_on_dealer_website = coalesce(v.show_on_dealer_website, c.show_on_dealer_website)',
      "sold_at = case when v.status = 'sold' then coalesce(c.sold_at, now()) end",
      'updated_at = now()',
    ].join(', '),
  );
  const current = sql.raw(['c.reserved', 'c.show_on_dealer_website', ...PLAIN_FIELDS.map((f) => `c.${f}`)].join(', '));
  const incoming = sql.raw(
    ['coalesce(v.reserved, c.reserved)', 'coalesce(v.show_on_dealer_website, c.show_on_dealer_website)', ...PLAIN_FIELDS.map((f) => `v.${f}`)].join(', '),
  );
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`update cars c set ${assignments}
      from ${batch(cars)} as v(id int, ${FIELD_TYPES})
      where c.id = v.id and (${current}) is distinct from (${incoming})
      returning c.slug`,
  );
  return rows.map((r) => r.slug);
}

/** Marks sold, as of now, every unsold car of the dealership whose stock number is not in `keep`; answers their slugs. */
export async function sellAllBut(db: Db, dealershipId: number, keep: readonly string[]): Promise<string[]> {
  const rows = await queryRows<{ slug: string }>(
    db,
    sql`update cars set status = 'sold', sold_at = now(), updated_at = now()
      where dealership_id = ${dealershipId} and status <> 'sold'
        and not exists (select 1 from jsonb_array_elements_text(${JSON.stringify(keep)}::jsonb) as k(stocknum) where k.stocknum = cars.stocknum)
      returning slug`,
  );
  return rows.map((r) => r.slug);
}
